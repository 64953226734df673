import type { TestServer } from './test-server.ts'

/** A CSV file as a browser sends it. */
export const csvFile = (text: string | Uint8Array, name: string) => new File([text], name, { type: 'text/csv' })

/** A multipart form of an upload: its fields, and the file when there is one. */
export function uploadForm(file: File | undefined, fields: Record<string, string> = {}): FormData {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  if (file) body.append('file', file, file.name)
  return body
}

/**
 * An admin's calls to the back office: over HTTP, or in-process so that parallel requests
 * interleave at every await. `current` is read at each call (a test file starts its server and
 * signs in in beforeAll).
 */
export function adminCalls(current: () => { server: TestServer; admin: Record<string, string> }) {
  const headers = (more: Record<string, string>) => ({ ...current().admin, ...more })
  return {
    post: (path: string, body: FormData, more: Record<string, string> = {}) => fetch(`${current().server.api}${path}`, { method: 'POST', headers: headers(more), body }),
    postInProcess: (path: string, body: FormData, more: Record<string, string> = {}) =>
      current().server.app.request(`${current().server.deps.config.apiRoot}${path}`, { method: 'POST', headers: headers(more), body }),
    get: (path: string) => fetch(`${current().server.api}${path}`, { headers: headers({}) }),
  }
}
