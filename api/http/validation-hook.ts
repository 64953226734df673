import type { Hook } from '@hono/zod-openapi'
import { inputProblem } from '../../domain/contract/input-problem.ts'
import type { AppEnv } from '../deps.ts'
import { errorBody } from './api-error.ts'

/** A request that fails its schema is answered by the rule the web app applies before sending. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return
  const { status, code, fields } = inputProblem(result.error.issues)
  return c.json(errorBody(code, { fields }), status)
}
