import type { GlyphAnswer, GlyphRequest } from './glyph-reader-worker.ts'
import type { GrayImage } from './gray-image.ts'
import type { GlyphReading } from './read-code-by-glyphs.ts'

export interface GlyphReader {
  /** The code the glyph readers read in a crop, and whether they are sure of it; null when the line cannot be cut or the worker failed. */
  read(gray: GrayImage): Promise<GlyphReading | null>
  end(): void
}

/**
 * Starts the glyph reader's worker. A reader that fails (a worker that cannot start, say) answers
 * null, so tesseract still reads on its own.
 */
export function startGlyphReader(): GlyphReader {
  const worker = new Worker(new URL('./glyph-reader-worker.ts', import.meta.url), { type: 'module' })
  const waiting = new Map<number, (picked: GlyphReading | null) => void>()
  let next = 0
  // A worker that failed to load (or ended) answers nothing more: later reads must not wait for it.
  let gone = false
  const settleAll = () => {
    gone = true
    for (const settle of waiting.values()) settle(null)
    waiting.clear()
  }
  worker.addEventListener('message', (event: MessageEvent<GlyphAnswer>) => {
    waiting.get(event.data.id)?.(event.data.picked)
    waiting.delete(event.data.id)
  })
  worker.addEventListener('error', settleAll)
  return {
    read(gray) {
      if (gone) return Promise.resolve(null)
      const id = next++
      return new Promise((resolve) => {
        waiting.set(id, resolve)
        worker.postMessage({ id, gray } satisfies GlyphRequest)
      })
    },
    end() {
      worker.terminate()
      settleAll()
    },
  }
}
