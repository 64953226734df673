/**
 * The layers of the glyph readers' networks (the classifier's and the line model's), on planes
 * stored channel by channel, row by row, in typed arrays the caller owns (so a forward pass
 * allocates nothing). A plane that a 3×3 convolution reads carries a border of one zero pixel all
 * round, written once by the caller and never touched again, so the convolution's inner loop needs
 * no bounds checks.
 */

/**
 * A 3×3 convolution of `input` (`channels` planes of (height + 2) × (width + 2), zero border) into
 * `output` (one plane of height × width per filter, no border). `weights` are filter by filter,
 * channel by channel, row by row of the 3×3 kernel. Each kernel's nine weights are held in locals
 * while it sweeps its plane: three times faster than looking each one up per pixel.
 */
export function conv3x3(input: Float32Array, channels: number, height: number, width: number, weights: Float32Array, biases: Float32Array, output: Float32Array) {
  const padded = width + 2
  const inPlane = (height + 2) * padded
  const plane = height * width
  for (let f = 0; f < biases.length; f += 1) {
    const start = f * plane
    output.fill(biases[f]!, start, start + plane)
    for (let c = 0; c < channels; c += 1) {
      const k = (f * channels + c) * 9
      // Nine locals, not a destructured array: that costs a third more here.
      const w0 = weights[k]!, w1 = weights[k + 1]!, w2 = weights[k + 2]!
      const w3 = weights[k + 3]!, w4 = weights[k + 4]!, w5 = weights[k + 5]!
      const w6 = weights[k + 6]!, w7 = weights[k + 7]!, w8 = weights[k + 8]!
      for (let y = 0, at = start; y < height; y += 1) {
        // i, j and l: the kernel's top, middle and bottom rows at this pixel.
        for (let x = 0, i = c * inPlane + y * padded; x < width; x += 1, at += 1, i += 1) {
          const j = i + padded
          const l = j + padded
          output[at]! += w0 * input[i]! + w1 * input[i + 1]! + w2 * input[i + 2]! + w3 * input[j]! + w4 * input[j + 1]! + w5 * input[j + 2]! + w6 * input[l]! + w7 * input[l + 1]! + w8 * input[l + 2]!
        }
      }
    }
  }
}

/**
 * The largest of each 2×2 block of each plane of `input` (height × width, no border; an odd last
 * row or column is dropped), not below zero (a rectified unit after the pool is the same as before
 * it, at a quarter of the cost), into `output` with a border of `border` pixels left as it is.
 */
export function maxPoolRelu(input: Float32Array, channels: number, height: number, width: number, output: Float32Array, border: number) {
  const rows = Math.floor(height / 2)
  const columns = Math.floor(width / 2)
  const outWidth = columns + 2 * border
  const outPlane = (rows + 2 * border) * outWidth
  for (let c = 0; c < channels; c += 1) {
    for (let y = 0; y < rows; y += 1) {
      let from = c * height * width + 2 * y * width
      let to = c * outPlane + (y + border) * outWidth + border
      for (let x = 0; x < columns; x += 1, from += 2, to += 1) {
        output[to] = Math.max(0, input[from]!, input[from + 1]!, input[from + width]!, input[from + width + 1]!)
      }
    }
  }
}

/**
 * As maxPoolRelu, but of each 2×1 block: rows are pooled and columns kept (the line model keeps
 * its line's length as time steps).
 */
export function maxPoolRowsRelu(input: Float32Array, channels: number, height: number, width: number, output: Float32Array, border: number) {
  const rows = Math.floor(height / 2)
  const outWidth = width + 2 * border
  const outPlane = (rows + 2 * border) * outWidth
  for (let c = 0; c < channels; c += 1) {
    for (let y = 0; y < rows; y += 1) {
      let from = c * height * width + 2 * y * width
      let to = c * outPlane + (y + border) * outWidth + border
      for (let x = 0; x < width; x += 1, from += 1, to += 1) output[to] = Math.max(0, input[from]!, input[from + width]!)
    }
  }
}

/** Each unit's weighted sum of `input` plus its bias (weights unit by unit), rectified if `relu`. */
export function dense(input: Float32Array, weights: Float32Array, biases: Float32Array, output: Float32Array, relu: boolean) {
  const inputs = input.length
  for (let unit = 0; unit < biases.length; unit += 1) {
    let sum = biases[unit]!
    for (let i = 0, at = unit * inputs; i < inputs; i += 1) sum += weights[at + i]! * input[i]!
    output[unit] = relu ? Math.max(0, sum) : sum
  }
}

/** The log of a softmax: `z` less the log of the sum of its exponentials. */
export function logSoftmax(z: Float32Array | Float64Array): Float64Array {
  let top = -Infinity
  for (const v of z) top = Math.max(top, v)
  let sum = 0
  for (const v of z) sum += Math.exp(v - top)
  const log = Math.log(sum) + top
  return Float64Array.from(z, (v) => v - log)
}
