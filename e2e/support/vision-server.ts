import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { E2E_VISION_PORT } from '../fixtures.ts'

// A local stand-in for Google Vision's images:annotate, started by playwright.config.ts beside the
// club (whose VISION_API_URL points here), as the OpenID provider stands in for a social one. It
// finds no text, unless a test says what text it sees in the next frame it is sent (PUT /text):
// one frame read by the cloud alone. It notes when each request came (GET /calls, DELETE to forget
// them). Tests run one at a time.
let next = ''
let calls: number[] = []

const app = new Hono()
  .post('/v1/images:annotate', (c) => {
    calls.push(Date.now())
    const description = next
    next = ''
    return c.json({ responses: [{ textAnnotations: [{ description }] }] })
  })
  .put('/text', async (c) => {
    next = (await c.req.json<{ text: string }>()).text
    return c.body(null, 204)
  })
  .get('/calls', (c) => c.json(calls))
  .delete('/calls', (c) => {
    calls = []
    return c.body(null, 204)
  })
  .get('/health', (c) => c.text('ok'))

serve({ fetch: app.fetch, port: E2E_VISION_PORT, hostname: '127.0.0.1' }, () => console.log(`local text detection at http://127.0.0.1:${E2E_VISION_PORT}`))
