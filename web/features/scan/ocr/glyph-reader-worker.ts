// The glyph readers' own worker: cutting a line and running both line models and the classifier is
// about a hundred milliseconds of arithmetic per frame, kept off the UI thread like tesseract's.
import type { GrayImage } from './gray-image.ts'
import { type GlyphReading, readCodeByGlyphs, warmUpGlyphReaders } from './read-code-by-glyphs.ts'

export interface GlyphRequest {
  id: number
  gray: GrayImage
}

export interface GlyphAnswer {
  id: number
  picked: GlyphReading | null
}

addEventListener('message', (event: MessageEvent<GlyphRequest>) => {
  const { id, gray } = event.data
  let picked: GlyphReading | null = null
  try {
    picked = readCodeByGlyphs(gray)
  } catch {
    // A crop the classifier trips on is one unread frame; an error event would end the reader.
  }
  postMessage({ id, picked } satisfies GlyphAnswer)
})

// Started as the scan page opens, the worker warms up while the member aims; a read sent meanwhile
// waits for it. A slip here must not end the worker: each frame's read catches its own.
try {
  warmUpGlyphReaders()
} catch {
  // The first frame pays for the warm-up instead.
}
