import { z, type ZodObject, type ZodType } from 'zod'
import type { AdminRole } from '../admin.ts'
import type { ErrorCode } from '../errors.ts'

/** Who may call a route: anyone, a signed-in member, or a back-office admin of the listed roles. */
export type RouteAccess = 'public' | 'member' | 'admin'

/** The body of every error answer (DECISIONS: `{error, code}`); `fields` names invalid input. */
export const ApiErrorSchema = z
  .object({
    error: z.string(),
    code: z.string(),
    fields: z.array(z.object({ path: z.string(), code: z.string() })).optional(),
    triesLeft: z.number().int().min(0).optional().describe('For a wrong OTP: how many more tries the code takes (0: it is void, ask for a new one)'),
    availableOn: z.string().optional().describe('For a refusal that lifts on a date (a household\'s next free sample): that Malaysian date, YYYY-MM-DD'),
    stillNeeded: z.number().int().min(0).optional().describe('For a donation larger than a wish still needs: the points it still needs'),
    entriesLeft: z.number().int().min(0).optional().describe('For a contest\'s "reached maximum": how many entries the household may still make'),
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
  /** For `admin` routes: the roles that may call it (spec 3 §2.1 access map); dev only when absent. */
  adminRoles?: readonly AdminRole[]
  tags: string[]
  summary: string
  params?: ZodObject
  query?: ZodObject
  headers?: ZodObject
  /** A JSON body (`json`), a multipart form (`form`), or either of the two when both are given. */
  json?: ZodType
  form?: ZodType
  /** The 2xx answers: a JSON schema, a file (`fileAnswer`), or `null` for no body. */
  responses: { [status in 200 | 201 | 202 | 204]?: ZodType | FileAnswer | null }
  /** The error codes each non-2xx status may carry, for the document and the reader. */
  errors?: { [status: number]: readonly ErrorCode[] }
}

/** A 2xx answer that is a file (a CSV export, an image), not JSON: the web app receives a Blob. */
export interface FileAnswer {
  /** The media types it may have; `image/*` takes any image. */
  mediaTypes: readonly string[]
  description: string
}

/** `fileAnswer('text/csv', 'The batch's codes')`, `fileAnswer(['image/*', 'application/pdf'], 'The receipt')` */
export function fileAnswer(mediaTypes: string | readonly string[], description: string): FileAnswer {
  return { mediaTypes: typeof mediaTypes === 'string' ? [mediaTypes] : mediaTypes, description }
}

export function isFileAnswer(answer: unknown): answer is FileAnswer {
  return typeof answer === 'object' && answer !== null && 'mediaTypes' in answer
}

export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract
}

/** The body a successful call answers; a file answer is the platform's `File` type (a Blob on the web). */
export type SuccessOf<C extends RouteContract, File = unknown> = {
  [S in keyof C['responses']]: C['responses'][S] extends ZodType ? z.output<C['responses'][S]> : C['responses'][S] extends FileAnswer ? File : undefined
}[keyof C['responses']]
