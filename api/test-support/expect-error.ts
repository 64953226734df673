import { expect } from 'vitest'
import type { ErrorCode } from '../../domain/errors.ts'
import { errorText } from '../../domain/text-values.ts'
import { json } from './json.ts'

/** An error answer: its status, its catalogue code and the English text with its limits filled in. */
export async function expectError(res: Response, status: number, code: ErrorCode) {
  expect(await json(res)).toMatchObject({ code, error: errorText(code) })
  expect(res.status).toBe(status)
}
