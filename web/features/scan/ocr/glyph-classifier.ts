import { GLYPH_CLASSIFIERS } from './glyph-classifier.gen.ts'
import { logSoftmax } from './conv-layers.ts'
import { GlyphNetwork } from './glyph-network.ts'
import { type QuantisedLayer, dequantise } from './quantised-layer.ts'

/**
 * The weights of one network of the glyph classifier (GLYPH_NET in glyph-network.ts), trained by
 * scripts/ocr-training/train-glyph-classifier.ts on made-up code lines (a convolution's unit is
 * one filter).
 */
export interface GlyphClassifierWeights {
  layers: QuantisedLayer[]
}

let networks: GlyphNetwork[] | undefined

function decode({ layers }: GlyphClassifierWeights): GlyphNetwork {
  const [first, second, hidden, output] = layers.map(dequantise)
  return new GlyphNetwork([first!, second!, hidden!, output!])
}

/** Windows are unit-length; the network takes them scaled to unit variance per input. */
export const inputScale = (inputs: number) => Math.sqrt(inputs)

/**
 * The classifier's log-likelihood of each symbol of CODE_ALPHABET being the one in `window`: the
 * mean of its networks' log-likelihoods, normalised again. Networks that learnt from different
 * material err apart, so a symbol all of them see stands out and one only some see does not.
 */
export function symbolLogLikelihoods(window: Float32Array): Float64Array {
  networks ??= GLYPH_CLASSIFIERS.map(decode)
  const scale = inputScale(window.length)
  const mean = new Float64Array(networks[0]!.logits.length)
  for (const network of networks) {
    logSoftmax(network.forward(window, scale)).forEach((l, i) => (mean[i] = mean[i]! + l / networks!.length))
  }
  return logSoftmax(mean)
}
