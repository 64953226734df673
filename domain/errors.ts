/**
 * The API's error catalogue: a stable code for every error the API answers, with the English text
 * the spec uses. Answers are `{ error: <text>, code }`; the web app translates by `code`
 * (locale key `errors.<code>`) and falls back to the text.
 */
export const ERRORS = {
  badJson: 'The request body is not valid JSON.',
  unknownField: 'The request has a field that is not allowed.',
  invalidInput: 'Some of the information sent is not valid.',
  unsupportedMediaType: 'This type of content is not supported.',
  payloadTooLarge: 'The request is too large.',
  notFound: 'Not found.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You do not have access to this.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  internal: 'Internal Error',
} as const

export type ErrorCode = keyof typeof ERRORS

export interface ApiErrorBody {
  error: string
  code: ErrorCode
  /** For invalid input: which fields, each with the code of what is wrong. */
  fields?: { path: string; code: string }[]
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value)
}
