import type { z } from 'zod'
import { type ErrorCode, isErrorCode } from '../errors.ts'

export interface InputProblem {
  status: 400 | 422
  code: ErrorCode
  fields: { path: string; code: string }[]
}

/**
 * How input that fails its schema is answered, the same on the server and, before sending, in the
 * web app. 400: fields it may not have (mass assignment is refused, not ignored). 422: the fields
 * break a rule; when the schema names a catalogue code as its message (spec texts such as an invalid
 * name), that code is the answer.
 */
export function inputProblem(issues: readonly z.core.$ZodIssue[]): InputProblem {
  const fields = issues.map((i) => ({ path: i.path.join('.'), code: isErrorCode(i.message) ? i.message : i.code }))
  if (issues.some((i) => i.code === 'unrecognized_keys')) return { status: 400, code: 'unknownField', fields }
  const cataloged = issues.map((i) => i.message).find(isErrorCode)
  return { status: 422, code: cataloged ?? 'invalidInput', fields }
}
