// The glyph readers' own worker: cutting a line and running both line models and the classifier is
// about a hundred milliseconds of arithmetic per frame, kept off the UI thread like tesseract's.
import type { GrayImage } from './gray-image.ts'
import { type GlyphReading, readCodeByGlyphs } from './read-code-by-glyphs.ts'

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
