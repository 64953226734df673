// The one module UI code touches for in-browser OCR. It starts its two readers, the glyph
// classifier (a small worker of its own) and tesseract.js (a Web Worker running the wasm core),
// as the scan page opens, and ends both a quiet minute after the page closed and the last read
// ended, so a member who scanned once does not keep ~100 MB of worker alive while browsing rewards.
import { type CropImage, grayFromCrop } from './crop-pixels.ts'
import { type GlyphReader, startGlyphReader } from './glyph-reader.ts'
import { loadOcrFiles } from './load-ocr-files.ts'
import { ocrFiles } from './ocr-assets.ts'
import { READ_PASSES } from './prepare-crop.ts'
import { type CodeReading, readCodeInPasses } from './read-code-passes.ts'
import type { ReaderDownload } from './reader-progress.ts'
import { type TesseractEngine, startTesseractEngine } from './tesseract-engine.ts'

export type { CodeReading } from './read-code-passes.ts'
export type { CropImage } from './crop-pixels.ts'

const IDLE_END_MS = 60_000

let engine: Promise<TesseractEngine> | null = null
let glyphs: GlyphReader | null = null
/** Reads under way plus scan pages open: the readers end only when both are none. */
let users = 0
let idleTimer: ReturnType<typeof setTimeout> | undefined
const watchers = new Set<(download: ReaderDownload) => void>()

function started(): Promise<TesseractEngine> {
  clearTimeout(idleTimer)
  engine ??= loadOcrFiles(ocrFiles(), (download) => watchers.forEach((watch) => watch(download)))
    .then(startTesseractEngine)
    .catch((error: unknown) => {
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

function addUser() {
  users += 1
  clearTimeout(idleTimer)
}

function dropUser() {
  users -= 1
  if (users > 0) return
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
 * Starts the readers for a scan page that just opened (the first time, a few MB of worker, wasm
 * core and trained data), telling `onProgress` how the download goes. `ready` settles once a
 * read can start at once; `release` when the page closes.
 */
export function holdOcr(onProgress: (download: ReaderDownload) => void): { ready: Promise<void>; release: () => void } {
  addUser()
  watchers.add(onProgress)
  glyphReader()
  const ready = started().then(() => undefined)
  const stopWatching = () => watchers.delete(onProgress)
  void ready.then(stopWatching, stopWatching)
  let held = true
  const release = () => {
    if (!held) return
    held = false
    stopWatching()
    dropUser()
  }
  return { ready, release }
}

/**
 * Reads the unique code in a crop of the code box. Answers only a code that passes its check
 * symbol, or null when none could be read with enough certainty. The glyph readers read first;
 * tesseract is asked only when they have no code worth showing.
 */
export async function readCodeFromCrop(crop: CropImage): Promise<CodeReading | null> {
  const gray = grayFromCrop(crop)
  addUser()
  try {
    const matched = await glyphReader().read(gray)
    return await readCodeInPasses(gray, READ_PASSES, async (image) => (await started()).recognise(image), matched)
  } finally {
    dropUser()
  }
}
