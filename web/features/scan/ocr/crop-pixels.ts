import { type GrayImage, grayFromRgba } from './gray-image.ts'

/** What the scan page can hand over: the code box cut from a camera frame, in any of these forms. */
export type CropImage = ImageData | HTMLCanvasElement | OffscreenCanvas | ImageBitmap

export function grayFromCrop(crop: CropImage): GrayImage {
  const pixels = crop instanceof ImageData ? crop : imageDataOf(crop)
  return grayFromRgba(pixels.data, pixels.width, pixels.height)
}

function imageDataOf(source: HTMLCanvasElement | OffscreenCanvas | ImageBitmap): ImageData {
  if (!(source instanceof ImageBitmap)) {
    const context = source.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null
    if (context) return context.getImageData(0, 0, source.width, source.height)
  }
  // A bitmap, or a canvas drawn with WebGL: copy it onto a 2D canvas first.
  const canvas = new OffscreenCanvas(source.width, source.height)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas to read the crop from')
  context.drawImage(source, 0, 0)
  return context.getImageData(0, 0, source.width, source.height)
}
