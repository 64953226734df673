// Trains the glyph classifier's networks and prints glyph-classifier.gen.ts (progress goes to stderr):
//
//   npx tsx scripts/ocr-training/train-glyph-classifier.ts > web/features/scan/ocr/glyph-classifier.gen.ts
//
// The material is made-up code lines (synth-code-line.ts) put through the reader's own line
// preparation (code-line.ts), so the networks see cells exactly as they will in the app. Each
// network of the ensemble learns from its own draw of material, in a process of its own.
// Seeded: the same run gives the same weights. Takes about 20 minutes on two cores.
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { CODE_ALPHABET } from '../../domain/unique-code.ts'
import { cellWindow, codeLine } from '../../web/features/scan/ocr/code-line.ts'
import { type GlyphClassifierWeights, inputScale } from '../../web/features/scan/ocr/glyph-classifier.ts'
import { type Random, seeded } from './seeded-random.ts'
import { synthCodeLine } from './synth-code-line.ts'

const LINES = 12000
const HIDDEN = 128
/** One seed per network of the ensemble: two networks that learnt from different material err apart. */
const MEMBERS = [20240611, 20261127]
const EPOCHS = 14
const BATCH = 64
const RATE = 0.002
const CLASSES = CODE_ALPHABET.length

interface Sample {
  input: Float32Array
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
        const window = cellWindow(line, cell, dx, dy)
        const scale = inputScale(window.length)
        out.push({ input: window.map((v) => v * scale), label })
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

function train(data: Sample[], check: Sample[], random: Random) {
  const inputs = data[0]!.input.length
  const w1 = Float32Array.from({ length: HIDDEN * inputs }, () => (random() * 2 - 1) * Math.sqrt(6 / inputs))
  const b1 = new Float32Array(HIDDEN)
  const w2 = Float32Array.from({ length: CLASSES * HIDDEN }, () => (random() * 2 - 1) * Math.sqrt(6 / HIDDEN))
  const b2 = new Float32Array(CLASSES)
  const optimisers = [w1, b1, w2, b2].map((p) => new Adam(p))
  const grads = [w1, b1, w2, b2].map((p) => new Float32Array(p.length))
  const h = new Float32Array(HIDDEN)
  const z = new Float32Array(CLASSES)
  const forward = (x: Float32Array) => {
    for (let j = 0; j < HIDDEN; j += 1) {
      let s = b1[j]!
      for (let i = 0, at = j * inputs; i < inputs; i += 1) s += w1[at + i]! * x[i]!
      h[j] = Math.max(0, s)
    }
    let top = -Infinity
    for (let k = 0; k < CLASSES; k += 1) {
      let s = b2[k]!
      for (let j = 0, at = k * HIDDEN; j < HIDDEN; j += 1) s += w2[at + j]! * h[j]!
      z[k] = s
      top = Math.max(top, s)
    }
    let sum = 0
    for (let k = 0; k < CLASSES; k += 1) sum += (z[k] = Math.exp(z[k]! - top))
    for (let k = 0; k < CLASSES; k += 1) z[k]! /= sum
  }
  const accuracy = (set: Sample[]) => set.filter((s) => (forward(s.input), z.indexOf(Math.max(...z)) === s.label)).length / set.length
  const order = data.map((_, i) => i)
  const dh = new Float32Array(HIDDEN)
  const [g1, gb1, g2, gb2] = grads as [Float32Array, Float32Array, Float32Array, Float32Array]
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1))
      ;[order[i], order[j]] = [order[j]!, order[i]!]
    }
    // A lower rate for the last epochs settles the weights.
    const rate = RATE * (epoch < EPOCHS - 3 ? 1 : 0.2)
    for (let start = 0; start < order.length; start += BATCH) {
      for (const g of grads) g.fill(0)
      const batch = order.slice(start, start + BATCH)
      for (const index of batch) {
        const { input, label } = data[index]!
        forward(input)
        z[label]! -= 1
        dh.fill(0)
        for (let k = 0; k < CLASSES; k += 1) {
          const dz = z[k]! / batch.length
          gb2[k]! += dz
          for (let j = 0, at = k * HIDDEN; j < HIDDEN; j += 1) {
            g2[at + j]! += dz * h[j]!
            dh[j]! += dz * w2[at + j]!
          }
        }
        for (let j = 0; j < HIDDEN; j += 1) {
          const d = dh[j]!
          if (h[j]! <= 0 || d === 0) continue
          gb1[j]! += d
          for (let i = 0, at = j * inputs; i < inputs; i += 1) g1[at + i]! += d * input[i]!
        }
      }
      optimisers.forEach((o, i) => o.step(grads[i]!, rate))
    }
    console.error(`network ${process.argv[2]}, epoch ${epoch + 1}: training ${(100 * accuracy(data.slice(0, 5000))).toFixed(1)}%, held out ${(100 * accuracy(check)).toFixed(1)}%`)
  }
  return { inputs, w1, b1, w2, b2 }
}

/** Weights as signed bytes scaled per unit: a quarter of the size, and no measurable loss. */
function quantise(weights: Float32Array, biases: Float32Array, width: number) {
  const scales = Array.from(biases, (_, unit) => Math.max(1e-6, ...weights.subarray(unit * width, (unit + 1) * width).map(Math.abs)))
  const bytes = Int8Array.from(weights, (w, k) => Math.round((127 * w) / scales[Math.floor(k / width)]!))
  const round = (x: number) => Number(x.toPrecision(5))
  return { weights: Buffer.from(bytes.buffer).toString('base64'), scales: scales.map(round), biases: Array.from(biases, round) }
}

function trainMember(seed: number): GlyphClassifierWeights {
  const random = seeded(seed)
  const all = samples(random, LINES)
  const cut = Math.floor(all.length * 0.9)
  const model = train(all.slice(0, cut), all.slice(cut), random)
  return {
    inputs: model.inputs,
    hidden: HIDDEN,
    layers: [quantise(model.w1, model.b1, model.inputs), quantise(model.w2, model.b2, HIDDEN)],
  }
}

// Run with a seed, this process trains that one network and hands its weights to its parent.
const memberSeed = process.argv[2]
if (memberSeed === undefined) {
  const members = await Promise.all(
    MEMBERS.map(
      (seed) =>
        new Promise<GlyphClassifierWeights>((resolve, reject) => {
          const child = fork(fileURLToPath(import.meta.url), [String(seed)], { execArgv: ['--import', 'tsx'] })
          child.once('message', (weights) => resolve(weights as GlyphClassifierWeights))
          child.once('exit', (code) => reject(new Error(`the network of seed ${seed} stopped (exit ${code})`)))
        }),
    ),
  )
  console.log(`// Generated by scripts/ocr-training/train-glyph-classifier.ts: do not edit.
import type { GlyphClassifierWeights } from './glyph-classifier.ts'

export const GLYPH_CLASSIFIERS: GlyphClassifierWeights[] = ${JSON.stringify(members)}`)
} else {
  process.send!(trainMember(Number(memberSeed)), () => process.exit(0))
}
