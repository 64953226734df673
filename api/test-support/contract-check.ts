import type { ZodType } from 'zod'
import { CONTRACTS } from '../../domain/contract/index.ts'
import { ApiErrorSchema, type FileAnswer, isFileAnswer, type RouteContract } from '../../domain/contract/define-route.ts'

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>

/** `/admin/item/{id}` -> /^\/admin\/item\/[^/]+$/ */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`)
const ROUTES = CONTRACTS.map((route) => ({ route, pattern: patternOf(route.path) }))

const violations: string[] = []

/** The answers that broke their route's contract since the last call (the API setup file fails the test on any). */
export function takeContractViolations(): string[] {
  return violations.splice(0)
}

/** Why an answer breaks its route's contract, or undefined when it keeps it. */
async function breach(route: RouteContract, response: Response): Promise<string | undefined> {
  const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false
  if (response.status >= 300) {
    if (!isJson) return response.status === 304 ? undefined : 'an error answer that is not JSON'
    const parsed = ApiErrorSchema.safeParse(await response.json())
    return parsed.success ? undefined : `not the error shape: ${parsed.error.message}`
  }
  const answer = (route.responses as Record<number, ZodType | FileAnswer | null | undefined>)[response.status]
  if (answer === undefined) return `status ${response.status} is not one of the contract's answers`
  if (answer === null) return (await response.arrayBuffer()).byteLength === 0 ? undefined : 'a body where the contract answers none'
  if (isFileAnswer(answer)) {
    const type = response.headers.get('content-type') ?? ''
    return answer.mediaTypes.some((t) => type.startsWith(t.replace(/\*$/, ''))) ? undefined : `${type || 'no type'}, not ${answer.mediaTypes.join(' or ')}`
  }
  if (!isJson) return 'not JSON'
  const parsed = answer.safeParse(await response.json())
  return parsed.success ? undefined : parsed.error.message
}

/** The answer as the client reads it: the app compresses larger bodies. */
function decoded(response: Response): Response {
  const encoding = response.headers.get('content-encoding')
  if (!response.body || (encoding !== 'gzip' && encoding !== 'deflate')) return response
  return new Response(response.body.pipeThrough(new DecompressionStream(encoding)), { status: response.status, headers: response.headers })
}

/**
 * Wraps the app's fetch so every answer under `apiRoot` is checked against its route's contract:
 * a handler that drifts from what the web app is typed to read fails the test that called it.
 */
export function checkingAnswers<F extends Fetch>(fetch: F, apiRoot: string): F {
  return (async (request: Request, ...rest: never[]) => {
    const response = await fetch(request, ...rest)
    const { pathname } = new URL(request.url)
    const path = pathname.startsWith(apiRoot) ? pathname.slice(apiRoot.length) : undefined
    const method = request.method.toLowerCase()
    const found = path === undefined ? undefined : ROUTES.find(({ route, pattern }) => route.method === method && pattern.test(path))
    if (!found) return response
    // Read once and answer a copy: @hono/node-server's own Response does not survive clone().
    const bytes = await response.arrayBuffer()
    const copy = () => new Response(bytes.byteLength ? bytes : null, { status: response.status, statusText: response.statusText, headers: response.headers })
    const problem = await breach(found.route, decoded(copy())).catch((error: Error) => `unreadable: ${error.message}`)
    if (problem) violations.push(`${request.method} ${path} answered ${response.status}: ${problem}`)
    return copy()
  }) as F
}
