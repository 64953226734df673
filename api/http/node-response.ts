import type { HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'

/**
 * The Node response beneath a request served through @hono/node-server; undefined for a request
 * made in-process (`app.request`). A header known before the answer is built costs least set on
 * it: on the web answer, a second header makes hono build a full web Headers object, which
 * @hono/node-server then copies out again. Node writes the answer's own headers over these.
 */
export const nodeResponseOf = (c: Context) => (c.env as Partial<HttpBindings> | undefined)?.outgoing
