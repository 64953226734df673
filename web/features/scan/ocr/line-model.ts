import { CODE_ALPHABET } from '../../../../domain/unique-code.ts'
import type { CodeLine } from './code-line.ts'
import { conv3x3, dense, logSoftmax, maxPoolRelu, maxPoolRowsRelu } from './conv-layers.ts'
import type { GrayImage } from './gray-image.ts'
import { LINE_MODEL } from './line-model.gen.ts'
import { type NetLayer, type QuantisedLayer, dequantise } from './quantised-layer.ts'

/**
 * The line model (decision 177) reads a whole code line, with no cells to cut: four 3×3
 * convolutions (the first pooled 2×2, the rest only in height) bring LINE_ROWS rows down to two,
 * each column of those a time step at half the line's width; a bidirectional LSTM reads the steps
 * and puts out, per step, how likely each symbol is and CTC's blank. Trained and exported by
 * scripts/ocr-training/line-model/ (PyTorch): this is its forward pass, held to PyTorch's by
 * line-model.test.ts.
 */

/** Rows read: from ABOVE_CAP above the cap top, so a CAP_HEIGHT (20) cap sits with room above and below. */
export const LINE_ROWS = 32
const ABOVE_CAP = 6
/** Pixels read either side of the outer cells, so a symbol the cut clipped is read whole. */
const MARGIN = 10
const CHANNELS = [16, 32, 48, 64] as const
const HIDDEN = 64
/** Per time step: each symbol of CODE_ALPHABET, then CTC's blank. */
export const LINE_OUTPUTS = CODE_ALPHABET.length + 1
/** The convolutions leave two rows per step; each of their channels' two values is an LSTM input. */
const FEATURES = CHANNELS[3] * 2

interface LstmWeights {
  /** 4 × HIDDEN units (input, forget, cell and output gates, PyTorch's order), both biases added. */
  inputs: QuantisedLayer
  /** The same units over the last step's output; no biases. */
  recurrent: QuantisedLayer
}

export interface LineModelWeights {
  /** Batch norm folded in. */
  convolutions: QuantisedLayer[]
  forward: LstmWeights
  backward: LstmWeights
  output: QuantisedLayer
}

interface Lstm {
  inputs: NetLayer
  recurrent: NetLayer
}

/** Each model's weights decoded once, on its first line. */
const decoded = new WeakMap<LineModelWeights, { convolutions: NetLayer[]; forward: Lstm; backward: Lstm; output: NetLayer }>()

const decodeLstm = ({ inputs, recurrent }: LstmWeights): Lstm => ({ inputs: dequantise(inputs), recurrent: dequantise(recurrent) })

/** The line's rows the model reads, across its cells with MARGIN either side; paper where the line's image ends. */
export function lineRows(line: CodeLine): GrayImage {
  const { image, cells, capTop } = line
  const left = Math.max(0, cells[0]!.left - MARGIN)
  const width = Math.min(image.width, cells.at(-1)!.right + MARGIN) - left
  const data = new Uint8ClampedArray(width * LINE_ROWS).fill(255)
  for (let y = 0; y < LINE_ROWS; y += 1) {
    const row = capTop - ABOVE_CAP + y
    if (row >= 0 && row < image.height) data.set(image.data.subarray(row * image.width + left, row * image.width + left + width), y * width)
  }
  return { width, height: LINE_ROWS, data }
}

/** Ink as 1 and paper as 0, the line's contrast stretched to the full range (a faint line is not a blank one). */
function inkPlane(rows: GrayImage): Float32Array {
  const { width, height, data } = rows
  let low = 255
  let high = 0
  for (const v of data) {
    low = Math.min(low, v)
    high = Math.max(high, v)
  }
  // In ink units (255 less the pixel, over 255): its darkest less its lightest, at least 0.1.
  const range = Math.max((high - low) / 255, 0.1)
  const plane = new Float32Array((height + 2) * (width + 2))
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) plane[(y + 1) * (width + 2) + x + 1] = (high - data[y * width + x]!) / 255 / range
  }
  return plane
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x))

/** One direction of the LSTM over `steps` inputs of FEATURES, its outputs written to `out` (steps × 2 HIDDEN) from `offset`. */
function runLstm(x: Float32Array, steps: number, { inputs, recurrent }: Lstm, reverse: boolean, out: Float32Array, offset: number) {
  const gates = new Float32Array(4 * HIDDEN)
  const h = new Float32Array(HIDDEN)
  const c = new Float32Array(HIDDEN)
  for (let k = 0; k < steps; k += 1) {
    const t = reverse ? steps - 1 - k : k
    dense(x.subarray(t * FEATURES, (t + 1) * FEATURES), inputs.weights, inputs.biases, gates, false)
    // The step's input units are the biases of the recurrent ones.
    dense(h, recurrent.weights, gates, gates, false)
    for (let j = 0; j < HIDDEN; j += 1) {
      c[j] = sigmoid(gates[HIDDEN + j]!) * c[j]! + sigmoid(gates[j]!) * Math.tanh(gates[2 * HIDDEN + j]!)
      h[j] = sigmoid(gates[3 * HIDDEN + j]!) * Math.tanh(c[j]!)
    }
    out.set(h, t * 2 * HIDDEN + offset)
  }
}

/**
 * The model's reading of a line's rows (lineRows): per time step, the log-likelihood of each
 * symbol of CODE_ALPHABET and then of the blank, `steps` rows of LINE_OUTPUTS. `weights` are the
 * app's line model unless given: the second one (second-line-model.gen.ts) has the same shape.
 */
export function readLine(rows: GrayImage, weights: LineModelWeights = LINE_MODEL): { logProbs: Float32Array; steps: number } {
  let model = decoded.get(weights)
  if (!model) {
    model = { convolutions: weights.convolutions.map(dequantise), forward: decodeLstm(weights.forward), backward: decodeLstm(weights.backward), output: dequantise(weights.output) }
    decoded.set(weights, model)
  }
  const { convolutions, forward, backward, output } = model
  const steps = Math.floor(rows.width / 2)
  // Each convolution's input carries a zero border (conv-layers.ts); the last pool's does not.
  let planes = inkPlane(rows)
  let height = LINE_ROWS
  let width = rows.width
  let channels = 1
  convolutions.forEach(({ weights, biases }, index) => {
    const convolved = new Float32Array(biases.length * height * width)
    conv3x3(planes, channels, height, width, weights, biases, convolved)
    const border = index < convolutions.length - 1 ? 1 : 0
    const pooledWidth = index === 0 ? steps : width
    planes = new Float32Array(biases.length * (height / 2 + 2 * border) * (pooledWidth + 2 * border))
    ;(index === 0 ? maxPoolRelu : maxPoolRowsRelu)(convolved, biases.length, height, width, planes, border)
    height /= 2
    width = pooledWidth
    channels = biases.length
  })
  // Step by step: each channel's two rows, channel by channel (PyTorch's flattening).
  const x = new Float32Array(steps * FEATURES)
  for (let t = 0; t < steps; t += 1) {
    for (let f = 0; f < FEATURES; f += 1) x[t * FEATURES + f] = planes[f * steps + t]!
  }
  const both = new Float32Array(steps * 2 * HIDDEN)
  runLstm(x, steps, forward, false, both, 0)
  runLstm(x, steps, backward, true, both, HIDDEN)
  const logProbs = new Float32Array(steps * LINE_OUTPUTS)
  const logits = new Float32Array(LINE_OUTPUTS)
  for (let t = 0; t < steps; t += 1) {
    dense(both.subarray(t * 2 * HIDDEN, (t + 1) * 2 * HIDDEN), output.weights, output.biases, logits, false)
    logProbs.set(logSoftmax(logits), t * LINE_OUTPUTS)
  }
  return { logProbs, steps }
}

/**
 * Two models' readings of the same rows together: per step, the mean of their log-likelihoods,
 * normalised again (a log-linear pool). A symbol both see stands out; one only one sees is
 * tempered by the other's doubt.
 */
export function poolReadings(a: Float32Array, b: Float32Array, steps: number): Float32Array {
  const pooled = new Float32Array(steps * LINE_OUTPUTS)
  const mean = new Float64Array(LINE_OUTPUTS)
  for (let t = 0; t < steps; t += 1) {
    const row = t * LINE_OUTPUTS
    for (let k = 0; k < LINE_OUTPUTS; k += 1) mean[k] = (a[row + k]! + b[row + k]!) / 2
    pooled.set(logSoftmax(mean), row)
  }
  return pooled
}
