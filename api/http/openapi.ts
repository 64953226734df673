import { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../deps.ts'

/** A router for one area; validation failures are answered by the app's shared hook. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>()
}

/** How the generator writes a regex that has flags, and the syntax that needs the `u` (or `v`) flag. */
const FLAGGED_PATTERN = /^([^]*[^\\])\/([dgimsuvy]+)$/
const UNICODE_ONLY_SYNTAX = /\\[pP]\{|\\u\{/

/**
 * Makes every `pattern` in an OpenAPI document a flag-free ECMA-262 regex, as JSON Schema means it
 * and as generated clients compile it (`new RegExp(pattern)`): the generator writes a zod regex
 * with flags as `source/flags`, which matches nothing a client sends. A `u` flag is dropped where
 * the source uses no syntax that needs it. A source that needs its flags (`\p{L}`: letters of any
 * script) has no flag-free form, so it leaves `pattern` for `x-regex`, a regex literal for
 * readers, and the server alone checks it.
 */
export function portablePatterns<T>(node: T): T {
  if (Array.isArray(node)) return node.map(portablePatterns) as T
  if (typeof node !== 'object' || node === null) return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    const [, source, flags] = (key === 'pattern' && typeof value === 'string' && FLAGGED_PATTERN.exec(value)) || []
    if (source === undefined || flags === undefined) out[key] = portablePatterns(value)
    else if (flags === 'u' && !UNICODE_ONLY_SYNTAX.test(source)) out.pattern = source
    else out['x-regex'] = `/${source}/${flags}`
  }
  return out as T
}
