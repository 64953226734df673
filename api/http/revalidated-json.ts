import { hash } from 'node:crypto'
import type { Context, TypedResponse } from 'hono'
import type { JSONParsed, JSONValue } from 'hono/utils/types'
import { jsonAnswer } from './compression.ts'
import { nodeResponseOf } from './node-response.ts'

/** Who may keep a copy: any cache for what every visitor sees, only the member's own browser for theirs. */
export type Keeper = 'any' | 'member'

const CACHE_CONTROL: Record<Keeper, string> = { any: 'no-cache', member: 'private, no-cache' }

/** Weak: the same JSON text is the same answer however it is compressed on the way. One-shot `hash()`: no Hash object a request. */
const tagOf = (text: string) => `W/"${hash('sha1', text, 'base64url')}"`

/** Whether If-None-Match is `*` or names `tag`, compared weakly (RFC 9110, 13.1.2). */
function stillHeld(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = tag.slice(2)
  return ifNoneMatch.split(',').some((named) => {
    const value = named.trim()
    return value === '*' || value.replace(/^W\//, '') === opaque
  })
}

declare const bodyType: unique symbol

/** An answer's JSON text with its tag, made once and kept while it holds (db/kept-until-write.ts). */
export interface TaggedJson<T> {
  readonly text: string
  readonly tag: string
  /** Only types what the text holds; never set. */
  readonly [bodyType]?: T
}

export function taggedJson<T extends JSONValue | object>(body: T): TaggedJson<T> {
  const text = JSON.stringify(body)
  return { text, tag: tagOf(text) }
}

/**
 * A read that every visit makes, answered as JSON with an ETag of its text and `no-cache`: the
 * browser keeps the answer and asks again with If-None-Match each time, and while nothing changed
 * it gets 304 Not Modified with no body. The tag is a hash of the answer itself, so an admin's edit
 * shows at once, on every instance, with nothing to invalidate.
 */
export function revalidatedJson<T extends JSONValue | object>(c: Context, body: T, keeper: Keeper = 'any'): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  return revalidatedAnswer(c, taggedJson(body), keeper)
}

/** `revalidatedJson` for an answer already made, and perhaps kept. */
export function revalidatedAnswer<T>(c: Context, { text, tag }: TaggedJson<T>, keeper: Keeper = 'any'): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  const outgoing = nodeResponseOf(c)
  for (const [name, value] of [['etag', tag], ['cache-control', CACHE_CONTROL[keeper]]] as const) {
    if (outgoing) outgoing.setHeader(name, value)
    else c.header(name, value)
  }
  // Typed as the 200 it stands for: the browser answers the page's fetch from its copy on a 304.
  if (stillHeld(c.req.header('if-none-match'), tag)) return c.body(null, 304) as never
  return jsonAnswer(c, text, 200) as never
}
