/**
 * `fetch` carried by XMLHttpRequest, for the one thing fetch cannot do everywhere: tell how much of
 * a request's body has been sent. fetch reports upload progress only for a streamed body, which
 * Chromium refuses over HTTP/1.1 ("Failed to fetch") and Firefox and Safari do not have; XHR's
 * `upload` events work on every browser and connection. The request is read whole first (a form of
 * a few megabytes at most), so ky builds it as ever: headers, the bearer token, the multipart
 * boundary. Aborting the request's signal (ky's timeout, a caller's) aborts the transfer.
 *
 * `onProgress` gets the fraction sent, 0 to 1; 1 once the whole body is out, when the server
 * starts its work on it.
 */
export function uploadProgressFetch(onProgress: (fraction: number) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const signal = request.signal
    signal.throwIfAborted()
    const body = request.body ? await request.blob() : null
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      const abort = () => {
        xhr.abort()
        reject(signal.reason ?? new DOMException('The request was aborted.', 'AbortError'))
      }
      if (signal.aborted) return abort()
      signal.addEventListener('abort', abort, { once: true })

      xhr.open(request.method, request.url)
      xhr.responseType = 'blob'
      xhr.withCredentials = request.credentials === 'include'
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value))
      xhr.upload.addEventListener('progress', (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total))
      })
      xhr.upload.addEventListener('load', () => onProgress(1))
      xhr.addEventListener('load', () => {
        // A Response with a body may not have a status that never carries one.
        const noBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304
        resolve(new Response(noBody ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()) }))
      })
      // As fetch does: a TypeError when the server cannot be reached (api-client reads it as offline).
      xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')))
      xhr.addEventListener('loadend', () => signal.removeEventListener('abort', abort))
      xhr.send(body)
    })
  }
}

/** `name: value` lines, as XHR gives them, into Headers. */
function headersOf(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return headers
}
