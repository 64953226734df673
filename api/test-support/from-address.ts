import { request } from 'node:http'
import type { TestServer } from './test-server.ts'

/**
 * POSTs JSON from another loopback address (127.0.0.2, 127.0.0.3, ...), so the server sees a
 * different client: a real second connection, not a header anyone could send.
 */
export function postJsonFrom(server: TestServer, localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const url = new URL(`${server.api}${path}`)
  const payload = JSON.stringify(body)
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}
