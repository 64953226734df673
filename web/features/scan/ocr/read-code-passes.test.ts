import { describe, expect, it } from 'vitest'
import { createGray } from './gray-image.ts'
import type { OcrRead } from './ocr-read.ts'
import type { GlyphReading } from './read-code-by-glyphs.ts'
import { type PreparePass, readCodeInPasses } from './read-code-passes.ts'

const line = (text: string, confidence: number, choices: Record<number, [string, number]> = {}): OcrRead => ({
  symbols: [...text].map((t, i) => ({
    text: t,
    confidence,
    x0: i * 20,
    x1: i * 20 + 14,
    choices: [{ text: t, score: confidence }, ...(choices[i] ? [{ text: choices[i][0], score: choices[i][1] }] : [])],
  })),
})

/** The glyph readers' 3C5RATQSCY, not sure, with every symbol's share at 1 unless `shares` says otherwise. */
const picked = (posterior: number, outright: boolean, shares: Record<number, number> = {}): GlyphReading => ({
  code: '3C5RATQSCY',
  posterior,
  outright,
  symbolShares: Array.from({ length: 10 }, (_, i) => shares[i] ?? 1),
  sure: false,
})

// Each pass marks the image with its number; the fake engine answers that pass's read.
function run(reads: (OcrRead | null)[], matched: GlyphReading | null = null) {
  const passes: PreparePass[] = reads.map((_, i) => (crop) => (reads[i] === null ? null : { ...crop, width: i }))
  const seen: number[] = []
  const recognise = async (image: { width: number }) => {
    seen.push(image.width)
    return reads[image.width]!
  }
  return { result: readCodeInPasses(createGray(1, 1), passes, recognise, matched), seen }
}

describe('readCodeInPasses', () => {
  it('stops at the first sure read', async () => {
    const { result, seen } = run([line('3C5RATQSCY', 98), line('T86GV4S5KD', 98)])
    expect(await result).toEqual({ code: '3C5RATQSCY', sure: true, corrected: false, reader: 'tesseract', unsure: [] })
    expect(seen).toEqual([0])
  })

  it('answers a plain read that is confident but not very sure as doubtful', async () => {
    const { result, seen } = run([line('3C5RATQSCY', 93), line('T86GV4S5KD', 99)])
    expect(await result).toEqual({ code: '3C5RATQSCY', sure: false, corrected: false, reader: 'tesseract', unsure: [] })
    expect(seen).toEqual([0])
  })

  it('answers a less sure read that a second pass agrees with as doubtful: the same crop twice is not proof', async () => {
    const { result, seen } = run([line('3C5RATQSCY', 70), line('3C5RAT0SCX', 90), line('3C5RATQSCY', 80), line('T86GV4S5KD', 96)])
    expect(await result).toEqual({ code: '3C5RATQSCY', sure: false, corrected: false, reader: 'tesseract', unsure: [] })
    expect(seen).toEqual([0, 1, 2])
  })

  it('never takes corrections that only agree with each other', async () => {
    const corrected = line('3C5RAT0SCY', 99, { 6: ['Q', 60] })
    const { result } = run([corrected, corrected])
    expect(await result).toBeNull()
  })

  it('takes a correction that a read agrees with, as doubtful', async () => {
    const { result } = run([line('3C5RAT0SCY', 99, { 6: ['Q', 60] }), line('3C5RATQSCY', 50)])
    expect(await result).toMatchObject({ code: '3C5RATQSCY', sure: false })
  })

  it('skips passes that find nothing and answers null when no pass reads a code', async () => {
    const { result, seen } = run([null, line('NOTACODE00', 99)])
    expect(await result).toBeNull()
    expect(seen).toEqual([1])
  })

  it('takes a sure glyph readers\' code without asking tesseract', async () => {
    const { result, seen } = run([line('T86GV4S5KD', 96)], { ...picked(0.9995, true), sure: true })
    expect(await result).toEqual({ code: '3C5RATQSCY', sure: true, corrected: false, reader: 'classifier', unsure: [] })
    expect(seen).toEqual([])
  })

  it("answers a glyph readers' code worth showing without asking tesseract: as a second opinion it only added time", async () => {
    // Here the check symbol had to correct the code, so it is not sure however likely.
    const { result, seen } = run([line('3C5RATQSCY', 99)], picked(0.9995, false))
    expect(await result).toEqual({ code: '3C5RATQSCY', sure: false, corrected: true, reader: 'classifier', unsure: [] })
    expect(seen).toEqual([])
  })

  it("asks tesseract where the glyph readers' code is not worth showing, and drops that code when tesseract has none", async () => {
    const { result, seen } = run([line('T86GV4S5KD', 50)], picked(0.3, true))
    expect(await result).toBeNull()
    expect(seen).toEqual([0])
  })

  it('is sure of a less sure read, even a correction, that the classifier reads outright', async () => {
    const { result } = run([line('3C5RAT0SCY', 99, { 6: ['Q', 60] }), line('T86GV4S5KD', 50)], picked(0.3, true))
    expect(await result).toMatchObject({ code: '3C5RATQSCY', sure: true })
  })

  it('is not sure of a read the classifier gives only as the check symbol settled it: both may share a misread', async () => {
    // Seen on a motion-blurred pack: both readers saw 5 as S, and the check settled the classifier's other doubt to match.
    const { result } = run([line('3C5RATQSCY', 90), line('T86GV4S5KD', 50)], picked(0.4, false))
    expect(await result).toEqual({ code: '3C5RATQSCY', sure: false, corrected: false, reader: 'tesseract', unsure: [] })
  })

  it('offers an unsure classifier code only as doubtful', async () => {
    expect(await run([line('T86GV4S5KD', 50)], picked(0.9, true)).result).toEqual({ code: '3C5RATQSCY', sure: false, corrected: false, reader: 'classifier', unsure: [] })
  })

  it("marks what the member should check first: the classifier's symbols another valid code could hold, tesseract's least confident", async () => {
    expect((await run([line('T86GV4S5KD', 50)], picked(0.9, true, { 2: 0.95, 7: 0.9989 })).result)?.unsure).toEqual([2, 7])
    // Two passes agree on a line whose fifth symbol each read faintly.
    const faint = line('3C5RATQSCY', 98)
    faint.symbols[4]!.confidence = 70
    expect((await run([faint, faint]).result)?.unsure).toEqual([4])
    // Marks on every symbol single out nothing, and are left off.
    expect((await run([line('3C5RATQSCY', 80), line('3C5RATQSCY', 80)]).result)?.unsure).toEqual([])
  })
})
