import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { inputProblem } from './input-problem.ts'

const Schema = z.strictObject({ name: z.string().min(1, 'invalidName'), age: z.number().int().optional() })
const problem = (value: unknown) => inputProblem(Schema.safeParse(value).error!.issues)

describe('the answer to input that fails its schema', () => {
  it('is 400 unknownField for a field the call does not take', () => {
    expect(problem({ name: 'Siti', userId: 1 })).toMatchObject({ status: 400, code: 'unknownField' })
  })

  it('is the catalogue code a schema names as its message', () => {
    expect(problem({ name: '' })).toEqual({ status: 422, code: 'invalidName', fields: [{ path: 'name', code: 'invalidName' }] })
  })

  it('is invalidInput otherwise, naming the field', () => {
    expect(problem({ name: 'Siti', age: 1.5 })).toEqual({ status: 422, code: 'invalidInput', fields: [{ path: 'age', code: 'invalid_type' }] })
  })
})
