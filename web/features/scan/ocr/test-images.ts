import { type GrayImage, createGray } from './gray-image.ts'

// Images drawn for the OCR unit tests; the app never imports this file.

/** A white image with dark rectangles of the given ink value drawn on it. */
export function drawBoxes(width: number, height: number, boxes: { x: number; y: number; width: number; height: number }[], ink = 20): GrayImage {
  const image = createGray(width, height)
  for (const b of boxes) {
    for (let y = b.y; y < b.y + b.height; y += 1) for (let x = b.x; x < b.x + b.width; x += 1) image.data[y * width + x] = ink
  }
  return image
}

/** Ten glyph-like bars, 8 px wide and `height` tall, every 14 px from x = 20, top at `top`. */
export function barLine(width: number, imageHeight: number, top: number, height: number, ink = 20): GrayImage {
  return drawBoxes(width, imageHeight, Array.from({ length: 10 }, (_, i) => ({ x: 20 + i * 14, y: top, width: 8, height })), ink)
}
