import { describe, expect, it } from 'vitest'
import { conv3x3, dense, maxPoolRelu } from '../../web/features/scan/ocr/conv-layers.ts'
import { conv3x3Backward, denseBackward, kernelTaps, maxPoolReluBackward } from './conv-backward.ts'
import { seeded } from './seeded-random.ts'

const random = seeded(7)
const draw = (n: number) => Float32Array.from({ length: n }, () => random() * 2 - 1)

/**
 * Checks a layer's backward pass against finite differences of `loss` (the output weighted by a
 * fixed random `dOut`): a gradient off in any weight or input fails.
 */
function expectGradient(values: Float32Array, analytic: Float32Array, loss: () => number, skip: (i: number) => boolean = () => false) {
  for (let i = 0; i < values.length; i += 1) {
    if (skip(i)) continue
    const kept = values[i]!
    values[i] = kept + 1e-2
    const up = loss()
    values[i] = kept - 1e-2
    const down = loss()
    values[i] = kept
    expect(analytic[i]).toBeCloseTo((up - down) / 2e-2, 2)
  }
}

describe('convolutional layers, backward', () => {
  it('gives a 3×3 convolution the gradient of its weights, biases and input', () => {
    const [channels, height, width, filters] = [2, 3, 4, 3]
    const taps = kernelTaps(channels, height, width)
    const plane = (height + 2) * (width + 2)
    // Only the inside of each padded plane is input; the border stays zero.
    const inside = (i: number) => {
      const at = i % plane
      const [y, x] = [Math.floor(at / (width + 2)), at % (width + 2)]
      return y > 0 && y <= height && x > 0 && x <= width
    }
    const input = draw(channels * plane).map((v, i) => (inside(i) ? v : 0))
    const [weights, biases, dOut] = [draw(filters * channels * 9), draw(filters), draw(filters * height * width)]
    const output = new Float32Array(dOut.length)
    const loss = () => (conv3x3(input, channels, height, width, weights, biases, output), output.reduce((s, v, i) => s + v * dOut[i]!, 0))
    const [dWeights, dBiases, dInput] = [new Float32Array(weights.length), new Float32Array(filters), new Float32Array(input.length)]
    conv3x3Backward(input, taps, height, width, weights, dOut, dWeights, dBiases, dInput)
    expectGradient(weights, dWeights, loss)
    expectGradient(biases, dBiases, loss)
    expectGradient(input, dInput, loss, (i) => !inside(i))
  })

  it('passes a pooled unit’s gradient to the input it took, and none where it was cut to zero', () => {
    const input = Float32Array.from([1, -2, 3, 4, 0, 5, -1, -6, ...[-1, -3, -2, -4]])
    const output = new Float32Array(3 * 4)
    maxPoolRelu(input, 1, 3, 4, output, 1)
    const dOut = Float32Array.from({ length: 12 }, (_, i) => i + 1)
    const dInput = new Float32Array(12).fill(9)
    maxPoolReluBackward(input, 1, 3, 4, output, dOut, 1, dInput)
    // Pooled units sit at 5 (from input 5) and 6 (from input 4) of the bordered output.
    expect([...dInput]).toEqual([0, 0, 0, 7, 0, 6, 0, 0, 0, 0, 0, 0])
  })

  it('gives a dense layer the gradient of its weights, biases and input', () => {
    const [input, weights, biases, dOut] = [draw(5), draw(15), draw(3), draw(3)]
    const output = new Float32Array(3)
    const loss = () => (dense(input, weights, biases, output, false), output.reduce((s, v, i) => s + v * dOut[i]!, 0))
    const [dWeights, dBiases, dInput] = [new Float32Array(15), new Float32Array(3), new Float32Array(5).fill(9)]
    denseBackward(input, weights, dOut, dWeights, dBiases, dInput)
    expectGradient(weights, dWeights, loss)
    expectGradient(biases, dBiases, loss)
    expectGradient(input, dInput, loss)
  })
})
