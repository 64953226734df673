import { describe, expect, it } from 'vitest'
import { conv3x3, dense, maxPoolRelu, maxPoolRowsRelu } from './conv-layers.ts'

/** Planes of height × width, each given row by row, laid out with a zero border of one pixel. */
function padded(height: number, width: number, planes: number[][]): Float32Array {
  const out = new Float32Array(planes.length * (height + 2) * (width + 2))
  planes.forEach((plane, c) => plane.forEach((v, i) => (out[c * (height + 2) * (width + 2) + (Math.floor(i / width) + 1) * (width + 2) + (i % width) + 1] = v)))
  return out
}

describe('convolutional layers', () => {
  it('convolves each filter over every channel, with zeros past the edge', () => {
    // Two channels of 2×2. Filter 0 reads channel 0 through the kernel 1..9 and ignores channel 1;
    // filter 1 passes channel 1 through its centre tap; filter 2, the odd one out of the pairs the
    // filters sweep in, passes channel 0 through it, doubled.
    const input = padded(2, 2, [
      [1, 2, 3, 4],
      [10, 20, 30, 40],
    ])
    const centre = [0, 0, 0, 0, 1, 0, 0, 0, 0]
    const none = Array<number>(9).fill(0)
    const weights = Float32Array.from([...[1, 2, 3, 4, 5, 6, 7, 8, 9], ...none, ...none, ...centre, ...centre.map((w) => 2 * w), ...none])
    const output = new Float32Array(12)
    conv3x3(input, 2, 2, 2, weights, Float32Array.from([0.5, -1, 0]), output)
    // Top left: 5·1 + 6·2 + 8·3 + 9·4 = 77; top right: 4·1 + 5·2 + 7·3 + 8·4 = 67; and so on.
    expect([...output]).toEqual([77.5, 67.5, 47.5, 37.5, 9, 19, 29, 39, 2, 4, 6, 8])
  })

  it('pools 2×2 blocks, drops an odd last row, rectifies and writes inside the border', () => {
    const input = Float32Array.from([...[1, -2, 3, 4, 0, 5, -1, -6, 9, 9, 9, 9], ...Array<number>(12).fill(-1)])
    const output = new Float32Array(2 * 3 * 4).fill(7)
    maxPoolRelu(input, 2, 3, 4, output, 1)
    expect([...output]).toEqual([...[7, 7, 7, 7, 7, 5, 4, 7, 7, 7, 7, 7], ...[7, 7, 7, 7, 7, 0, 0, 7, 7, 7, 7, 7]])
  })

  it('pools rows in pairs, keeps every column, rectifies and writes inside the border', () => {
    // One plane of 3×2: rows 0 and 1 pool, row 2 is dropped.
    const input = Float32Array.from([1, -2, 3, -4, 9, 9])
    const output = new Float32Array(3 * 4).fill(7)
    maxPoolRowsRelu(input, 1, 3, 2, output, 1)
    expect([...output]).toEqual([7, 7, 7, 7, 7, 3, 0, 7, 7, 7, 7, 7])
  })

  it('weighs the input unit by unit, rectified or not', () => {
    const weights = Float32Array.from([1, 2, -3, -4])
    const output = new Float32Array(2)
    dense(Float32Array.from([2, 1]), weights, Float32Array.from([0.5, 0]), output, false)
    expect([...output]).toEqual([4.5, -10])
    dense(Float32Array.from([2, 1]), weights, Float32Array.from([0.5, 0]), output, true)
    expect([...output]).toEqual([4.5, 0])
    // Five inputs: four summed side by side, the fifth after them.
    const one = new Float32Array(1)
    dense(Float32Array.from([1, 2, 3, 4, 5]), Float32Array.from([1, 10, 100, 1000, 10000]), Float32Array.from([0.5]), one, false)
    expect([...one]).toEqual([54321.5])
  })
})
