import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody, ErrorCode } from '../../domain/errors.ts'
import { errorText } from '../../domain/text-values.ts'

/** What an error may carry beside its code: the fields at fault, the tries an OTP has left. */
type ErrorDetails = Pick<ApiErrorBody, 'fields' | 'triesLeft' | 'availableOn' | 'stillNeeded' | 'entriesLeft'>

/** An error the API answers on purpose: a status, a catalogue code and its English text. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode
  readonly code: ErrorCode
  readonly details: ErrorDetails

  constructor(status: ContentfulStatusCode, code: ErrorCode, details: ErrorDetails = {}) {
    super(errorText(code))
    this.status = status
    this.code = code
    this.details = details
  }

  get body(): ApiErrorBody {
    return errorBody(this.code, this.details)
  }
}

export function errorBody(code: ErrorCode, { fields, triesLeft, availableOn, stillNeeded, entriesLeft }: ErrorDetails = {}): ApiErrorBody {
  return {
    error: errorText(code),
    code,
    ...(fields?.length ? { fields } : {}),
    ...(triesLeft === undefined ? {} : { triesLeft }),
    ...(availableOn === undefined ? {} : { availableOn }),
    ...(stillNeeded === undefined ? {} : { stillNeeded }),
    ...(entriesLeft === undefined ? {} : { entriesLeft }),
  }
}
