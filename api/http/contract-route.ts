import { createRoute } from '@hono/zod-openapi'
import type { ZodType } from 'zod'
import { ApiErrorSchema, type FileAnswer, isFileAnswer, type RouteContract } from '../../domain/contract/define-route.ts'
import type { ErrorCode } from '../../domain/errors.ts'
import { errorText } from '../../domain/text-values.ts'

/** A contract's part, or undefined when it has none (indexing a missing key would give unknown). */
type Part<C, K extends string> = C extends { [P in K]: infer S extends ZodType } ? S : undefined

type JsonContent<S extends ZodType> = { content: { 'application/json': { schema: S } }; description: string }

/** The `@hono/zod-openapi` route config a contract stands for, typed so handlers see its input and output. */
type OpenApiRouteOf<C extends RouteContract> = {
  method: C['method']
  path: C['path']
  tags: string[]
  summary: string
  security?: { bearer: string[] }[]
  request: {
    params: Part<C, 'params'>
    query: Part<C, 'query'>
    headers: Part<C, 'headers'>
    body: Part<C, 'json'> extends ZodType
      ? Part<C, 'form'> extends ZodType
        ? { content: { 'application/json': { schema: Part<C, 'json'> }; 'multipart/form-data': { schema: Part<C, 'form'> } } }
        : { content: { 'application/json': { schema: Part<C, 'json'> } }; required: true }
      : Part<C, 'form'> extends ZodType
        ? { content: { 'multipart/form-data': { schema: Part<C, 'form'> } }; required: true }
        : undefined
  }
  responses: {
    [S in keyof C['responses']]: C['responses'][S] extends ZodType
      ? JsonContent<C['responses'][S]>
      : C['responses'][S] extends FileAnswer
        ? { content: Record<string, { schema: object }>; description: string }
        : { description: string }
  } & {
    [S in keyof C['errors']]: JsonContent<typeof ApiErrorSchema>
  }
}

/** Builds the API's OpenAPI route for a contract: the document, the validation and the handler's types. */
export function contractRoute<const C extends RouteContract>(contract: C) {
  const { method, path, tags, summary, params, query, headers, json, form, responses, errors = {}, access } = contract
  const content = { ...(json && { 'application/json': { schema: json } }), ...(form && { 'multipart/form-data': { schema: form } }) }
  // With both types, not `required`: the library then validates whichever of the two was sent.
  const body = json || form ? { content, ...(!(json && form) && { required: true }) } : undefined
  const answers: Record<string, unknown> = {}
  for (const [status, answer] of Object.entries(responses) as [string, ZodType | FileAnswer | null][]) {
    answers[status] = isFileAnswer(answer)
      ? { content: Object.fromEntries(answer.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])), description: answer.description }
      : answer
        ? { content: { 'application/json': { schema: answer } }, description: answer.description ?? 'Success' }
        : { description: 'No content' }
  }
  for (const [status, codes] of Object.entries(errors) as [string, readonly ErrorCode[]][]) {
    answers[status] = { content: { 'application/json': { schema: ApiErrorSchema } }, description: codes.map((code) => `\`${code}\`: ${errorText(code)}`).join('\n\n') }
  }
  const route = createRoute({
    method,
    path,
    tags,
    summary,
    ...(access === 'public' ? {} : { security: [{ bearer: [] }] }),
    request: { params, query, headers, body },
    responses: answers,
  } as never)
  return route as unknown as ReturnType<typeof createRoute<C['path'], OpenApiRouteOf<C>>>
}
