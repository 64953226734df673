/** An 8-bit single-channel image, row by row: 0 is black ink, 255 white paper. */
export interface GrayImage {
  width: number
  height: number
  data: Uint8ClampedArray
}

export function createGray(width: number, height: number, fill = 255): GrayImage {
  return { width, height, data: new Uint8ClampedArray(width * height).fill(fill) }
}

/** Luma (BT.601) of RGBA pixels as a camera frame or canvas hands them over. */
export function grayFromRgba(rgba: ArrayLike<number>, width: number, height: number): GrayImage {
  const gray = createGray(width, height)
  for (let i = 0, p = 0; i < gray.data.length; i += 1, p += 4) {
    gray.data[i] = 0.299 * (rgba[p] ?? 0) + 0.587 * (rgba[p + 1] ?? 0) + 0.114 * (rgba[p + 2] ?? 0)
  }
  return gray
}
