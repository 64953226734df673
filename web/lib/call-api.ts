import type { z, ZodType } from 'zod'
import { type FileAnswer, isFileAnswer, type RouteContract, type SuccessOf } from '../../domain/contract/define-route.ts'
import { inputProblem } from '../../domain/contract/input-problem.ts'
import { errorText } from '../../domain/text-values.ts'
import { ApiFailure, apiCall, type CallOptions, http, tracked } from './api-client.ts'
import { uploadProgressFetch } from './upload-progress-fetch.ts'

type Field = string | number | boolean | Blob | undefined
type FormInput<S extends ZodType> = z.input<S> & Record<string, Field | Field[]>
/** The body: JSON or a form, or, for a route that takes either, one of the two. */
type BodyInput<C extends RouteContract> = C extends { json: infer J extends ZodType; form: infer F extends ZodType }
  ? { json: z.input<J>; form?: undefined } | { form: FormInput<F>; json?: undefined }
  : (C extends { json: infer S extends ZodType } ? { json: z.input<S> } : unknown) & (C extends { form: infer S extends ZodType } ? { form: FormInput<S> } : unknown)
/** What a call sends, typed from the contract: a renamed field is a compile error here. */
export type CallInput<C extends RouteContract> = (C extends { params: infer S extends ZodType } ? { params: z.input<S> } : unknown) &
  (C extends { query: infer S extends ZodType } ? { query: Partial<z.output<S>> } : unknown) &
  (C extends { headers: infer S extends ZodType } ? { headers?: z.input<S> } : unknown) &
  BodyInput<C>

/** What a successful call answers: the contract's schema output, or a Blob for a file. */
export type Answer<C extends RouteContract> = SuccessOf<C, Blob>

export interface CallApiOptions extends CallOptions {
  timeout?: number
  signal?: AbortSignal
  /** Told the fraction of the body sent, 0 to 1, as it goes (the call is then carried by XHR: see upload-progress-fetch.ts). */
  onUploadProgress?: (fraction: number) => void
}

/** `/admin/item/{id}` with `{id: 7}` -> `admin/item/7` (ky's prefix takes no leading slash). */
function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.slice(1).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))
}

function searchParamsOf(query: Record<string, unknown> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])))
}

function formDataOf(form: Record<string, Field | Field[]>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(form)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) data.append(name, item instanceof Blob ? item : String(item))
    }
  }
  return data
}

/** Refuses input the API would refuse anyway, before it leaves the device, with the API's own answer. */
function check(schema: ZodType | undefined, value: unknown) {
  const result = schema?.safeParse(value)
  if (!result || result.success) return
  const { status, code } = inputProblem(result.error.issues)
  throw new ApiFailure(status, code, errorText(code))
}

/**
 * Calls one route of the API through its contract: the input is checked against the route's
 * schemas, the answer parsed by its success schema, so what the web app reads is what the contract
 * says. Failures are ApiFailures, shown in the error modal unless `showError` is false.
 */
export function callApi<const C extends RouteContract>(route: C, input: CallInput<C>, options: CallApiOptions = {}): Promise<Answer<C>> {
  const { showError, timeout, signal, onUploadProgress } = options
  const given = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; headers?: Record<string, string>; json?: unknown; form?: Record<string, Field | Field[]> }
  return apiCall(async () => {
    const searchParams = searchParamsOf(given.query)
    check(route.params, given.params)
    check(route.query, searchParams)
    if (given.form === undefined) check(route.json, given.json)
    const response = await http(fillPath(route.path, given.params), {
      method: route.method,
      searchParams,
      headers: given.headers,
      json: given.json,
      body: given.form && formDataOf(given.form),
      timeout,
      signal,
      // Not ky's own onUploadProgress: it streams the body, which Chromium refuses over HTTP/1.1.
      ...(onUploadProgress && { fetch: tracked(uploadProgressFetch(onUploadProgress)) }),
    })
    const answer = (route.responses as Record<number, ZodType | FileAnswer | null | undefined>)[response.status]
    if (isFileAnswer(answer)) return (await response.blob()) as Answer<C>
    if (!answer) return undefined as Answer<C>
    return (answer as ZodType).parse(await response.json()) as Answer<C>
  }, { showError })
}
