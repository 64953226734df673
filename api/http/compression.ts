import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { compress } from 'hono/compress'
import type { AppEnv } from '../deps.ts'

/** Answers smaller than this are sent as they are: compressing them saves too little. */
const THRESHOLD = 1024
const honoCompress = compress({ threshold: THRESHOLD })
const answered = () => Promise.resolve()
/** Names an encoding hono's compress() offers (its own check then honours q=0). */
const NAMES_AN_ENCODING = /gzip|deflate/i

/**
 * A JSON answer, as `c.json()` makes it, known to compression as small when it is: `c.json()`
 * declares no length, and hono's compress() would compress even a 50-byte answer, which only makes
 * it larger. One header stays a plain record: with more, Hono builds a web Headers object.
 */
export function jsonAnswer(c: Context<AppEnv>, text: string, status?: ContentfulStatusCode, headers?: Record<string, string>): Response {
  const answer = c.body(text, status, { 'Content-Type': 'application/json', ...headers })
  // A context variable rather than a WeakSet of answers: thousands of weak entries a second slow the collector.
  if (Buffer.byteLength(text) < THRESHOLD) c.set('smallAnswer', answer)
  return answer
}

/**
 * `c.json()` through `jsonAnswer`: the club's routes give it a status, never a ResponseInit, and
 * always call it on the context, which is `this` (one function for every request, not a closure each).
 */
function jsonOnContext(this: Context<AppEnv>, object: unknown, status?: ContentfulStatusCode, headers?: Record<string, string>) {
  return jsonAnswer(this, JSON.stringify(object), status, headers)
}

/**
 * Compresses answers of 1 KiB or more, gzip or deflate as the client accepts, with hono's
 * compress(). For a client that accepts an encoding, `c.json()` answers through `jsonAnswer`, so
 * a small JSON answer is known as such and left as it is, neither read back to be measured nor
 * its headers looked at (together they cost more than the rest of a light request). `Vary` is set
 * before the route (preset-headers.ts); an answer compressed here gets the same value on itself,
 * since hono's compress() would otherwise write one without Origin over it. A client that accepts
 * no encoding costs nothing here.
 */
export const compressAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!NAMES_AN_ENCODING.test(c.req.header('Accept-Encoding') ?? '')) return next()
  c.json = jsonOnContext as never
  await next()
  // Reading an answer's headers makes @hono/node-server build a web Headers object for it. `c.get`,
  // not `c.var`: hono copies every variable of the request into a new object on each `c.var` read.
  if (c.get('smallAnswer') === c.res) return
  const { headers } = c.res
  if (!headers.has('Vary')) headers.set('Vary', c.get('vary'))
  await honoCompress(c, answered)
}
