import type { Context, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'

const honoCompress = compress()
const answered = () => Promise.resolve()
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

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
 * one, and it adds `Vary` with `c.header()`, which makes Hono rebuild the answer (with
 * @hono/node-server, as a full web Response with a stream). For them `Vary` is set in place and,
 * only when the client accepts some encoding, the JSON is read to declare its length, so that
 * hono's compress() leaves a small one as it is.
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next()
  if (!isWholeJson(c)) return honoCompress(c, answered)
  const { status, headers } = c.res
  const vary = headers.get('Vary')
  if (vary !== '*' && !(vary && VARIES_BY_ENCODING.test(vary))) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  if (!c.req.header('Accept-Encoding')) return
  // Bytes, not an ArrayBuffer: @hono/node-server keeps a Uint8Array body as it is and sends it in one write.
  const body = new Uint8Array(await c.res.arrayBuffer())
  headers.set('Content-Length', String(body.byteLength))
  // Unset first: assigning over an answer makes Hono rebuild the new one to merge the old one's headers.
  c.res = undefined
  c.res = new Response(body, { status, headers })
  await honoCompress(c, answered)
}
