import type { GrayImage } from './gray-image.ts'

/**
 * A binary PGM (P5) file: a one-line header and the raw bytes. Tesseract's Leptonica reads it with
 * no decoding cost, where a PNG would need compressing here and inflating in the worker.
 */
export function encodePgm(image: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`)
  const file = new Uint8Array(header.length + image.data.length)
  file.set(header)
  file.set(image.data, header.length)
  return file
}
