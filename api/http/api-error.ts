import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type ApiErrorBody, ERRORS, type ErrorCode } from '../../domain/errors.ts'

/** An error the API answers on purpose: a status, a catalogue code and its English text. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode
  readonly code: ErrorCode
  readonly fields: ApiErrorBody['fields']

  constructor(status: ContentfulStatusCode, code: ErrorCode, fields?: ApiErrorBody['fields']) {
    super(ERRORS[code])
    this.status = status
    this.code = code
    this.fields = fields
  }

  get body(): ApiErrorBody {
    return errorBody(this.code, this.fields)
  }
}

export function errorBody(code: ErrorCode, fields?: ApiErrorBody['fields']): ApiErrorBody {
  return fields?.length ? { error: ERRORS[code], code, fields } : { error: ERRORS[code], code }
}
