import { CODE_ALPHABET } from '../../../../domain/unique-code.ts'
import { GLYPH_WINDOW } from './code-line.ts'
import { conv3x3, dense, maxPoolRelu } from './conv-layers.ts'
import type { NetLayer } from './quantised-layer.ts'

/**
 * The shape of one network of the glyph classifier: two 3×3 convolutions, each pooled 2×2 and
 * rectified, a rectified hidden layer, and one output per symbol. The convolutions see a stroke or
 * a dot wherever it falls, so a cell cut a pixel off or a dot printed off its place reads the same.
 */
export const GLYPH_NET = {
  height: GLYPH_WINDOW.height,
  width: GLYPH_WINDOW.width,
  filters: [8, 16],
  hidden: 64,
  classes: CODE_ALPHABET.length,
} as const

const half = (n: number) => Math.floor(n / 2)

/** How many weights each layer of GLYPH_NET has, in order: conv, conv, hidden, output. */
export function layerSizes(): { units: number; inputs: number }[] {
  const { height, width, filters, hidden, classes } = GLYPH_NET
  return [
    { units: filters[0], inputs: 9 },
    { units: filters[1], inputs: 9 * filters[0] },
    { units: hidden, inputs: filters[1] * half(half(height)) * half(half(width)) },
    { units: classes, inputs: hidden },
  ]
}

/**
 * One network with its own buffers for every layer's output, kept between calls so that reading a
 * cell allocates nothing. The trainer reads the buffers back to learn.
 */
export class GlyphNetwork {
  /** The window, scaled, with a zero border for the first convolution. */
  readonly input: Float32Array
  readonly conv1: Float32Array
  /** The first pool's output, with a zero border for the second convolution. */
  readonly pool1: Float32Array
  readonly conv2: Float32Array
  readonly pool2: Float32Array
  readonly hidden: Float32Array
  /** The output units, before the softmax. */
  readonly logits: Float32Array

  constructor(readonly layers: readonly [NetLayer, NetLayer, NetLayer, NetLayer]) {
    const { height, width, filters } = GLYPH_NET
    this.input = new Float32Array((height + 2) * (width + 2))
    this.conv1 = new Float32Array(filters[0] * height * width)
    this.pool1 = new Float32Array(filters[0] * (half(height) + 2) * (half(width) + 2))
    this.conv2 = new Float32Array(filters[1] * half(height) * half(width))
    this.pool2 = new Float32Array(filters[1] * half(half(height)) * half(half(width)))
    this.hidden = new Float32Array(GLYPH_NET.hidden)
    this.logits = new Float32Array(GLYPH_NET.classes)
  }

  /** The output units for `window` (GLYPH_WINDOW, row by row) times `scale`. */
  forward(window: Float32Array, scale: number): Float32Array {
    const { height, width, filters } = GLYPH_NET
    const [first, second, hidden, output] = this.layers
    for (let y = 0; y < height; y += 1) {
      for (let x = 0, to = (y + 1) * (width + 2) + 1, from = y * width; x < width; x += 1) this.input[to + x] = window[from + x]! * scale
    }
    conv3x3(this.input, 1, height, width, first.weights, first.biases, this.conv1)
    maxPoolRelu(this.conv1, filters[0], height, width, this.pool1, 1)
    conv3x3(this.pool1, filters[0], half(height), half(width), second.weights, second.biases, this.conv2)
    maxPoolRelu(this.conv2, filters[1], half(height), half(width), this.pool2, 0)
    dense(this.pool2, hidden.weights, hidden.biases, this.hidden, true)
    dense(this.hidden, output.weights, output.biases, this.logits, false)
    return this.logits
  }
}
