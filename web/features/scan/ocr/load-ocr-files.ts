import type { ReaderDownload } from './reader-progress.ts'

/** The size the page will read: a compressed copy's Content-Length is not it (api/web-app.ts says it apart). */
function decodedSize(res: Response): number | undefined {
  const size = res.headers.get('X-Decoded-Length') ?? (res.headers.has('Content-Encoding') ? null : res.headers.get('Content-Length'))
  return Number(size) || undefined
}

/**
 * Fetches the reader's files, counting bytes as they come, so the page can show how far the
 * download is. The engine then loads them from the cache they went into: the service worker's
 * (club-ocr) or the browser's (hashed assets are immutable).
 */
export async function loadOcrFiles(urls: readonly string[], onProgress: (download: ReaderDownload) => void): Promise<void> {
  const start = performance.now()
  const sizes = new Map<string, number | undefined>()
  let loaded = 0
  const report = () => {
    const known = [...sizes.values()]
    const total = known.length === urls.length && known.every((n) => n !== undefined) ? known.reduce((sum, n) => sum + n, 0) : undefined
    onProgress({ loaded, total, elapsedMs: performance.now() - start })
  }
  await Promise.all(
    urls.map(async (url) => {
      const res = await fetch(url)
      if (!res.ok || !res.body) throw new Error(`The reader's file ${url} did not load (${res.status})`)
      sizes.set(url, decodedSize(res))
      const reader = res.body.getReader()
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        loaded += chunk.value.byteLength
        report()
      }
    }),
  )
}
