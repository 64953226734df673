import { z, type ZodObject, type ZodType } from 'zod'
import type { ErrorCode } from '../errors.ts'

/** Who may call a route: anyone, a signed-in member, or a back-office admin of the listed roles. */
export type RouteAccess = 'public' | 'member' | 'admin'

/** The body of every error answer (DECISIONS: `{error, code}`); `fields` names invalid input. */
export const ApiErrorSchema = z
  .object({
    error: z.string(),
    code: z.string(),
    fields: z.array(z.object({ path: z.string(), code: z.string() })).optional(),
  })
  .meta({ id: 'ApiError' })

/**
 * One HTTP route of the API, the single source of its shape: the API builds its OpenAPI route and
 * validation from it, the web app calls it through `callApi`, so a field renamed here is a compile
 * error on both sides. `path` uses OpenAPI parameters (`/admin/item/{id}`).
 */
export interface RouteContract {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: `/${string}`
  access: RouteAccess
  tags: string[]
  summary: string
  params?: ZodObject
  query?: ZodObject
  headers?: ZodObject
  /** A JSON body (`json`) or a multipart form (`form`), never both. */
  json?: ZodType
  form?: ZodType
  /** The 2xx answers; a route answering no body uses `null`. */
  responses: { [status in 200 | 201 | 202]?: ZodType | null }
  /** The error codes each non-2xx status may carry, for the document and the reader. */
  errors?: { [status: number]: readonly ErrorCode[] }
}

export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract
}

/** The body a successful call answers. */
export type SuccessOf<C extends RouteContract> = {
  [S in keyof C['responses']]: C['responses'][S] extends ZodType ? z.output<C['responses'][S]> : undefined
}[keyof C['responses']]
