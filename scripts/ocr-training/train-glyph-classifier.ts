// Trains the glyph classifier's networks and prints glyph-classifier.gen.ts (progress goes to stderr):
//
//   npx tsx scripts/ocr-training/train-glyph-classifier.ts > web/features/scan/ocr/glyph-classifier.gen.ts
//
// The material is made-up code lines (synth-code-line.ts) put through the reader's own line
// preparation (code-line.ts), so the networks see cells exactly as they will in the app. Each
// network of the ensemble learns from its own draw of material, one after the other in this one
// process (the machine's other core stays free). Seeded: the same run gives the same weights.
// LINES, EPOCHS and MEMBERS (how many networks) in the environment make a quick trial run, e.g.
// LINES=2000 EPOCHS=6 MEMBERS=1.
import { CODE_ALPHABET } from '../../domain/unique-code.ts'
import { cellWindow, codeLine } from '../../web/features/scan/ocr/code-line.ts'
import { type GlyphClassifierWeights, inputScale } from '../../web/features/scan/ocr/glyph-classifier.ts'
import { GLYPH_NET, GlyphNetwork, layerSizes } from '../../web/features/scan/ocr/glyph-network.ts'
import type { NetLayer } from '../../web/features/scan/ocr/quantised-layer.ts'
import { conv3x3Backward, denseBackward, kernelTaps, maxPoolReluBackward } from './conv-backward.ts'
import { type Random, seeded } from './seeded-random.ts'
import { synthCodeLine } from './synth-code-line.ts'

const LINES = Number(process.env.LINES ?? 10000)
/** One seed per network of the ensemble: two networks that learnt from different material err apart. */
const MEMBERS = [20240611, 20261127]
const EPOCHS = Number(process.env.EPOCHS ?? 9)
const BATCH = 64
const RATE = 0.002

interface Sample {
  window: Float32Array
  label: number
}

/** Each cell of each line, at its own place and at a random one-pixel shift, as the cutter may err. */
function samples(random: Random, lines: number): Sample[] {
  const out: Sample[] = []
  for (let n = 0; n < lines; n += 1) {
    const { gray, code } = synthCodeLine(random)
    const line = codeLine(gray)
    if (!line) continue
    line.cells.forEach((cell, i) => {
      const label = CODE_ALPHABET.indexOf(code[i]!)
      for (const [dx, dy] of [[0, 0], [Math.round(random() * 2 - 1), Math.round(random() * 2 - 1)]] as const) {
        out.push({ window: cellWindow(line, cell, dx, dy), label })
      }
    })
  }
  return out
}

class Adam {
  private m: Float32Array
  private v: Float32Array
  private t = 0
  constructor(readonly params: Float32Array) {
    this.m = new Float32Array(params.length)
    this.v = new Float32Array(params.length)
  }
  step(grad: Float32Array, rate: number) {
    this.t += 1
    const c1 = 1 - 0.9 ** this.t
    const c2 = 1 - 0.999 ** this.t
    for (let i = 0; i < grad.length; i += 1) {
      this.m[i] = 0.9 * this.m[i]! + 0.1 * grad[i]!
      this.v[i] = 0.999 * this.v[i]! + 0.001 * grad[i]! ** 2
      this.params[i]! -= (rate * (this.m[i]! / c1)) / (Math.sqrt(this.v[i]! / c2) + 1e-8)
    }
  }
}

function train(data: Sample[], check: Sample[], random: Random, name: string) {
  const layers = layerSizes().map(
    ({ units, inputs }): NetLayer => ({
      weights: Float32Array.from({ length: units * inputs }, () => (random() * 2 - 1) * Math.sqrt(6 / inputs)),
      biases: new Float32Array(units),
    }),
  ) as [NetLayer, NetLayer, NetLayer, NetLayer]
  const net = new GlyphNetwork(layers)
  const params = layers.flatMap((l) => [l.weights, l.biases])
  const optimisers = params.map((p) => new Adam(p))
  const grads = params.map((p) => new Float32Array(p.length))
  const [gw1, gb1, gw2, gb2, gw3, gb3, gw4, gb4] = grads as [Float32Array, Float32Array, Float32Array, Float32Array, Float32Array, Float32Array, Float32Array, Float32Array]
  const scale = inputScale(GLYPH_NET.height * GLYPH_NET.width)
  const { height, width, filters } = GLYPH_NET
  const taps = [kernelTaps(1, height, width), kernelTaps(filters[0], height >> 1, width >> 1)] as const
  const dz = new Float32Array(GLYPH_NET.classes)
  const dHidden = new Float32Array(GLYPH_NET.hidden)
  const dPool2 = new Float32Array(net.pool2.length)
  const dConv2 = new Float32Array(net.conv2.length)
  const dPool1 = new Float32Array(net.pool1.length)
  const dConv1 = new Float32Array(net.conv1.length)

  /** The softmax of the network's output for `window`, into dz. */
  const probabilities = (window: Float32Array) => {
    const z = net.forward(window, scale)
    let top = -Infinity
    for (const v of z) top = Math.max(top, v)
    let sum = 0
    for (let k = 0; k < z.length; k += 1) sum += dz[k] = Math.exp(z[k]! - top)
    for (let k = 0; k < z.length; k += 1) dz[k]! /= sum
  }
  const accuracy = (set: Sample[]) => set.filter((s) => (probabilities(s.window), dz.indexOf(Math.max(...dz)) === s.label)).length / set.length
  const order = data.map((_, i) => i)
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    const started = Date.now()
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1))
      ;[order[i], order[j]] = [order[j]!, order[i]!]
    }
    // A lower rate for the last epochs settles the weights.
    const rate = RATE * (epoch < EPOCHS - 3 ? 1 : epoch < EPOCHS - 1 ? 0.3 : 0.1)
    for (let start = 0; start < order.length; start += BATCH) {
      for (const g of grads) g.fill(0)
      const batch = order.slice(start, start + BATCH)
      for (const index of batch) {
        const { window, label } = data[index]!
        probabilities(window)
        dz[label]! -= 1
        for (let k = 0; k < dz.length; k += 1) dz[k]! /= batch.length
        denseBackward(net.hidden, layers[3].weights, dz, gw4, gb4, dHidden)
        for (let j = 0; j < dHidden.length; j += 1) if (net.hidden[j]! <= 0) dHidden[j] = 0
        denseBackward(net.pool2, layers[2].weights, dHidden, gw3, gb3, dPool2)
        maxPoolReluBackward(net.conv2, filters[1], height >> 1, width >> 1, net.pool2, dPool2, 0, dConv2)
        dPool1.fill(0)
        conv3x3Backward(net.pool1, taps[1], height >> 1, width >> 1, layers[1].weights, dConv2, gw2, gb2, dPool1)
        maxPoolReluBackward(net.conv1, filters[0], height, width, net.pool1, dPool1, 1, dConv1)
        conv3x3Backward(net.input, taps[0], height, width, layers[0].weights, dConv1, gw1, gb1, null)
      }
      optimisers.forEach((o, i) => o.step(grads[i]!, rate))
    }
    console.error(
      `network ${name}, epoch ${epoch + 1}/${EPOCHS} (${((Date.now() - started) / 1000).toFixed(0)} s): training ${(100 * accuracy(data.slice(0, 5000))).toFixed(1)}%, held out ${(100 * accuracy(check)).toFixed(1)}%`,
    )
  }
  return layers
}

/** Weights as signed bytes scaled per unit: a quarter of the size, and no measurable loss. */
function quantise({ weights, biases }: NetLayer) {
  const width = weights.length / biases.length
  const scales = Array.from(biases, (_, unit) => Math.max(1e-6, ...weights.subarray(unit * width, (unit + 1) * width).map(Math.abs)))
  const bytes = Int8Array.from(weights, (w, k) => Math.round((127 * w) / scales[Math.floor(k / width)]!))
  const round = (x: number) => Number(x.toPrecision(5))
  return { weights: Buffer.from(bytes.buffer).toString('base64'), scales: scales.map(round), biases: Array.from(biases, round) }
}

function trainMember(seed: number): GlyphClassifierWeights {
  const random = seeded(seed)
  const started = Date.now()
  const all = samples(random, LINES)
  console.error(`network ${seed}: ${all.length} windows drawn in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  const cut = Math.floor(all.length * 0.95)
  return { layers: train(all.slice(0, cut), all.slice(cut), random, String(seed)).map(quantise) }
}

const members = MEMBERS.slice(0, Number(process.env.MEMBERS ?? MEMBERS.length)).map(trainMember)
console.log(`// Generated by scripts/ocr-training/train-glyph-classifier.ts: do not edit.
import type { GlyphClassifierWeights } from './glyph-classifier.ts'

export const GLYPH_CLASSIFIERS: GlyphClassifierWeights[] = ${JSON.stringify(members)}`)
