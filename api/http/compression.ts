import type { Context, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import type { AppEnv } from '../deps.ts'

const honoCompress = compress()
const answered = () => Promise.resolve()
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i
/** Names an encoding hono's compress() offers (its own check then honours q=0). */
const NAMES_AN_ENCODING = /gzip|deflate/i

/** A JSON answer made whole by `c.json()`, which declares no length: one hono's compress() would compress however small. */
function isWholeJson(c: Context) {
  const { status, headers } = c.res
  return (
    c.req.method !== 'HEAD' &&
    status !== 206 &&
    headers.get('Content-Type')?.startsWith('application/json') === true &&
    !headers.has('Content-Length') &&
    !headers.has('Content-Encoding') &&
    !headers.has('Transfer-Encoding') &&
    !NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
  )
}

/**
 * Compresses answers of 1 KiB or more, gzip or deflate as the client accepts: hono's compress(),
 * except for whole JSON answers. Those declare no length, so hono's would compress even a 50-byte
 * one; they are read to declare their length, so that hono's compress() leaves a small one as it
 * is. `Vary` is set before the route (preset-headers.ts); an answer compressed here gets the same
 * value on itself, since hono's compress() would otherwise write one without Origin over it. A
 * client that accepts no encoding costs nothing here: the answer is not even looked at.
 */
export const compressAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (!NAMES_AN_ENCODING.test(c.req.header('Accept-Encoding') ?? '')) return
  const { status, headers } = c.res
  if (!headers.has('Vary')) headers.set('Vary', c.var.vary)
  if (!isWholeJson(c)) return honoCompress(c, answered)
  // Bytes, not an ArrayBuffer: @hono/node-server keeps a Uint8Array body as it is and sends it in one write.
  const body = new Uint8Array(await c.res.arrayBuffer())
  headers.set('Content-Length', String(body.byteLength))
  // Unset first: assigning over an answer makes Hono rebuild the new one to merge the old one's headers.
  c.res = undefined
  c.res = new Response(body, { status, headers })
  await honoCompress(c, answered)
}
