// Everything tesseract.js needs, served by the app itself (no CDN): Vite emits each file into the
// build under a content hash and hands back its URL. Only this module imports them, and it is only
// loaded lazily (by the bridge, and to have the service worker cache them), so none of it is in
// the first-load JavaScript.
import coreSimdUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url'
import coreUrl from 'tesseract.js-core/tesseract-core-lstm.wasm.js?url'
import workerUrl from 'tesseract.js/dist/worker.min.js?url'
import englishUrl from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url'

// The smallest module using a SIMD instruction (from wasm-feature-detect): every current browser
// validates it; an old one gets the slower plain build instead of failing.
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11])

export interface OcrAssets {
  workerPath: string
  corePath: string
  langPath: string
}

/**
 * The LSTM-only builds (the legacy engine is never used) with the wasm inlined, so the core is one
 * file whose name Vite may hash. tesseract.js fetches `${langPath}/eng.traineddata.gz`; ending the
 * path with '#' puts that suffix in the URL's fragment, which is never sent, so the request is for
 * the hashed file itself.
 */
export function ocrAssets(): OcrAssets {
  const absolute = (url: string) => new URL(url, document.baseURI).href
  return {
    workerPath: absolute(workerUrl),
    corePath: absolute(WebAssembly.validate(SIMD_PROBE) ? coreSimdUrl : coreUrl),
    langPath: `${absolute(englishUrl)}#`,
  }
}

/** The files the engine fetches, by their own URLs: the page and the service worker load them ahead of the first read. */
export function ocrFiles(): string[] {
  const { workerPath, corePath, langPath } = ocrAssets()
  return [workerPath, corePath, langPath.slice(0, -1)]
}
