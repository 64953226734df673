import { GLYPH_CLASSIFIERS } from './glyph-classifier.gen.ts'

/**
 * The weights of one network of the glyph classifier, a small neural network (one hidden layer of
 * rectified units, a softmax over the 32 symbols) trained by
 * scripts/ocr-training/train-glyph-classifier.ts on made-up code lines. Each layer's weights ship
 * as signed bytes, unit by unit, with a scale per unit.
 */
export interface GlyphClassifierWeights {
  inputs: number
  hidden: number
  layers: { weights: string; scales: number[]; biases: number[] }[]
}

interface Layer {
  weights: Float32Array
  biases: Float32Array
  inputs: number
}

let networks: [Layer, Layer][] | undefined

function decode({ inputs, hidden, layers: encoded }: GlyphClassifierWeights): [Layer, Layer] {
  const [first, second] = encoded.map(({ weights, scales, biases }, i) => {
    const width = i === 0 ? inputs : hidden
    const bytes = Int8Array.from(atob(weights), (c) => c.charCodeAt(0))
    return { weights: Float32Array.from(bytes, (b, k) => (b * scales[Math.floor(k / width)]!) / 127), biases: Float32Array.from(biases), inputs: width }
  })
  return [first!, second!]
}

// Each unit's weighted sum of `input`, plus its bias.
function apply(layer: Layer, input: Float32Array): Float32Array {
  const out = Float32Array.from(layer.biases)
  for (let unit = 0; unit < out.length; unit += 1) {
    let sum = out[unit]!
    for (let i = 0, at = unit * layer.inputs; i < layer.inputs; i += 1) sum += layer.weights[at + i]! * input[i]!
    out[unit] = sum
  }
  return out
}

/** Windows are unit-length; the network takes them scaled to unit variance per input. */
export const inputScale = (inputs: number) => Math.sqrt(inputs)

/** The log of a softmax: `z` less the log of the sum of its exponentials. */
function logSoftmax(z: Float32Array | Float64Array): Float64Array {
  const top = Math.max(...z)
  let sum = 0
  for (const v of z) sum += Math.exp(v - top)
  const log = Math.log(sum) + top
  return Float64Array.from(z, (v) => v - log)
}

/**
 * The classifier's log-likelihood of each symbol of CODE_ALPHABET being the one in `window`: the
 * mean of its networks' log-likelihoods, normalised again. Networks that learnt from different
 * material err apart, so a symbol all of them see stands out and one only some see does not
 * (the held-out print families read 87.9% of codes with one network, 89.4% with two).
 */
export function symbolLogLikelihoods(window: Float32Array): Float64Array {
  networks ??= GLYPH_CLASSIFIERS.map(decode)
  const scale = inputScale(window.length)
  const input = window.map((v) => v * scale)
  const mean = new Float64Array(networks[0]![1].biases.length)
  for (const [hidden, output] of networks) {
    logSoftmax(apply(output, apply(hidden, input).map((v) => Math.max(0, v)))).forEach((l, i) => (mean[i] = (mean[i] ?? 0) + l / networks!.length))
  }
  return logSoftmax(mean)
}
