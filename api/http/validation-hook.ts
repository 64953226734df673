import type { Hook } from '@hono/zod-openapi'
import { isErrorCode } from '../../domain/errors.ts'
import type { AppEnv } from '../deps.ts'
import { errorBody } from './api-error.ts'

/**
 * How a request that fails its schema is answered. 400: the request has fields it may not have
 * (mass assignment is refused, not ignored). 422: the fields break a rule; when the schema names a
 * catalogue code as its message (spec texts such as an invalid name), that code is the answer.
 */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return
  const issues = result.error.issues
  const fields = issues.map((i) => ({ path: i.path.join('.'), code: isErrorCode(i.message) ? i.message : i.code }))
  if (issues.some((i) => i.code === 'unrecognized_keys')) return c.json(errorBody('unknownField', { fields }), 400)
  const cataloged = issues.find((i) => isErrorCode(i.message))
  if (cataloged && isErrorCode(cataloged.message)) return c.json(errorBody(cataloged.message, { fields }), 422)
  return c.json(errorBody('invalidInput', { fields }), 422)
}
