import { OpenAPIHono, z } from '@hono/zod-openapi'
import type { ZodType } from 'zod'
import type { AppEnv } from '../deps.ts'

export const ApiErrorSchema = z
  .object({
    error: z.string(),
    code: z.string(),
    fields: z.array(z.object({ path: z.string(), code: z.string() })).optional(),
  })
  .openapi('ApiError')

/** A router for one area; validation failures are answered by the app's shared hook. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>()
}

export function jsonContent<T extends ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description }
}

export function jsonBody<T extends ZodType>(schema: T) {
  return { content: { 'application/json': { schema } }, required: true }
}

export const errorResponse = (description: string) => jsonContent(ApiErrorSchema, description)
