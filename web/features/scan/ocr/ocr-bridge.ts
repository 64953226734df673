// The one module UI code touches for in-browser OCR. It starts its two readers on first use, the
// glyph classifier (a small worker of its own) and tesseract.js (a Web Worker running the wasm
// core), and ends both after a quiet minute, so a member who scanned once does not keep ~100 MB of
// worker alive while browsing rewards.
import { type CropImage, grayFromCrop } from './crop-pixels.ts'
import { type GlyphReader, startGlyphReader } from './glyph-reader.ts'
import { READ_PASSES } from './prepare-crop.ts'
import { type CodeReading, readCodeInPasses } from './read-code-passes.ts'
import { type TesseractEngine, startTesseractEngine } from './tesseract-engine.ts'

export type { CodeReading } from './read-code-passes.ts'
export type { CropImage } from './crop-pixels.ts'

const IDLE_END_MS = 60_000

let engine: Promise<TesseractEngine> | null = null
let glyphs: GlyphReader | null = null
let reading = 0
let idleTimer: ReturnType<typeof setTimeout> | undefined

function started(): Promise<TesseractEngine> {
  clearTimeout(idleTimer)
  engine ??= startTesseractEngine().catch((error: unknown) => {
    // A failed start (offline before the files were cached, say) is retried on the next read.
    engine = null
    throw error
  })
  return engine
}

function glyphReader(): GlyphReader {
  clearTimeout(idleTimer)
  glyphs ??= startGlyphReader()
  return glyphs
}

function endWhenIdle() {
  clearTimeout(idleTimer)
  idleTimer = setTimeout(() => {
    const ending = engine
    engine = null
    void ending?.then((e) => e.end())
    glyphs?.end()
    glyphs = null
  }, IDLE_END_MS)
}

/**
 * Starts loading the engine (worker, wasm core, trained data: a few MB the first time) without
 * reading anything, e.g. as the camera opens, so the first scan does not wait for it.
 */
export async function prepareOcr(): Promise<void> {
  glyphReader()
  await started()
  if (reading === 0) endWhenIdle()
}

/**
 * Reads the unique code in a crop of the code box. Answers only a code that passes its check
 * symbol, or null when none could be read with enough certainty. The glyph classifier reads first;
 * tesseract is started and asked only when the classifier is not sure on its own.
 */
export async function readCodeFromCrop(crop: CropImage): Promise<CodeReading | null> {
  const gray = grayFromCrop(crop)
  reading += 1
  try {
    const matched = await glyphReader().read(gray)
    return await readCodeInPasses(gray, READ_PASSES, async (image) => (await started()).recognise(image), matched)
  } finally {
    reading -= 1
    if (reading === 0) endWhenIdle()
  }
}
