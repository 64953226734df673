/**
 * The layers of the glyph readers' networks (the classifier's and the line model's), on planes
 * stored channel by channel, row by row, in typed arrays the caller owns (so a forward pass
 * allocates nothing). A plane that a 3×3 convolution reads carries a border of one zero pixel all
 * round, written once by the caller and never touched again, so the convolution's inner loop needs
 * no bounds checks.
 */

const NO_KERNEL = new Float32Array(9)

/**
 * A 3×3 convolution of `input` (`channels` planes of (height + 2) × (width + 2), zero border) into
 * `output` (one plane of height × width per filter, no border). `weights` are filter by filter,
 * channel by channel, row by row of the 3×3 kernel. Two filters' kernels are held in locals while
 * they sweep a plane together, and the window's nine pixels slide along a row, three new ones read
 * per pixel: 1.7 times as fast as one kernel reading all nine, which was three times as fast as
 * looking each weight up per pixel.
 */
export function conv3x3(input: Float32Array, channels: number, height: number, width: number, weights: Float32Array, biases: Float32Array, output: Float32Array) {
  const padded = width + 2
  const inPlane = (height + 2) * padded
  const plane = height * width
  for (let f = 0; f < biases.length; f += 1) output.fill(biases[f]!, f * plane, (f + 1) * plane)
  for (let f = 0; f < biases.length; f += 2) {
    // An odd last filter sweeps beside a kernel of zeros that adds nothing to its own plane.
    const paired = f + 1 < biases.length
    const first = f * plane
    const second = paired ? first + plane : first
    const others = paired ? weights : NO_KERNEL
    for (let c = 0; c < channels; c += 1) {
      const k = (f * channels + c) * 9
      const m = paired ? k + channels * 9 : 0
      // Eighteen locals, not destructured arrays: those cost a third more.
      const w0 = weights[k]!, w1 = weights[k + 1]!, w2 = weights[k + 2]!, w3 = weights[k + 3]!, w4 = weights[k + 4]!
      const w5 = weights[k + 5]!, w6 = weights[k + 6]!, w7 = weights[k + 7]!, w8 = weights[k + 8]!
      const v0 = others[m]!, v1 = others[m + 1]!, v2 = others[m + 2]!, v3 = others[m + 3]!, v4 = others[m + 4]!
      const v5 = others[m + 5]!, v6 = others[m + 6]!, v7 = others[m + 7]!, v8 = others[m + 8]!
      for (let y = 0, at = 0; y < height; y += 1) {
        // The window's top, middle and bottom rows (a, b, c), its left and middle columns (0, 1).
        let i = c * inPlane + y * padded
        let a0 = input[i]!, a1 = input[i + 1]!
        let b0 = input[i + padded]!, b1 = input[i + padded + 1]!
        let c0 = input[i + 2 * padded]!, c1 = input[i + 2 * padded + 1]!
        for (let x = 0; x < width; x += 1, at += 1, i += 1) {
          const a2 = input[i + 2]!, b2 = input[i + padded + 2]!, c2 = input[i + 2 * padded + 2]!
          output[first + at]! += w0 * a0 + w1 * a1 + w2 * a2 + w3 * b0 + w4 * b1 + w5 * b2 + w6 * c0 + w7 * c1 + w8 * c2
          output[second + at]! += v0 * a0 + v1 * a1 + v2 * a2 + v3 * b0 + v4 * b1 + v5 * b2 + v6 * c0 + v7 * c1 + v8 * c2
          a0 = a1
          a1 = a2
          b0 = b1
          b1 = b2
          c0 = c1
          c1 = c2
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

/**
 * Each unit's weighted sum of `input` plus its bias (weights unit by unit), rectified if `relu`.
 * Four sums run side by side and are added at the end: one running sum waits on each addition
 * before the next, and took 1.7 times as long.
 */
export function dense(input: Float32Array, weights: Float32Array, biases: Float32Array, output: Float32Array, relu: boolean) {
  const inputs = input.length
  const whole = inputs - (inputs % 4)
  for (let unit = 0; unit < biases.length; unit += 1) {
    const at = unit * inputs
    let s0 = biases[unit]!
    let s1 = 0
    let s2 = 0
    let s3 = 0
    let i = 0
    for (; i < whole; i += 4) {
      s0 += weights[at + i]! * input[i]!
      s1 += weights[at + i + 1]! * input[i + 1]!
      s2 += weights[at + i + 2]! * input[i + 2]!
      s3 += weights[at + i + 3]! * input[i + 3]!
    }
    for (; i < inputs; i += 1) s0 += weights[at + i]! * input[i]!
    const sum = s0 + s1 + s2 + s3
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
