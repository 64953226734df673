import { CODE_ALPHABET, UNIQUE_CODE_LENGTH, isValidUniqueCode, normaliseCode } from '../../../../domain/unique-code.ts'
import type { OcrRead, ReadSymbol } from './ocr-read.ts'
import { SURE_READ } from './read-certainty.ts'

/**
 * How a code came out of one read:
 * - `read`: the LSTM's own best symbols, as they were;
 * - `repaired`: the LSTM wrote two symbols for one glyph (B8, S5...) and one of the pair, kept, makes
 *   the code; choosing within a pair can only turn a right code into a single-symbol error, which the
 *   check symbol always catches, so this is as safe as a plain read;
 * - `corrected`: one symbol swapped for an alternative the LSTM scored highly, and no other swap
 *   passed. A wrong swap next to another misread passes the check once in 32, so the reader asks for
 *   a second opinion before trusting it.
 */
export type ReadKind = 'read' | 'repaired' | 'corrected'

export interface DecodedRead {
  code: string
  kind: ReadKind
  /** The lowest confidence among the code's symbols, 0 to 100. */
  confidence: number
  /** Positions to check first: symbols read less than very surely, or chosen or changed to fit the check symbol. */
  unsure: number[]
}

/** Two neighbouring symbols overlapping by this share of the narrower are one glyph read twice. */
const SAME_GLYPH_OVERLAP = 0.3
/** An alternative needs at least this LSTM score to be tried as a correction. */
const CORRECTION_SCORE = 10

interface Position {
  best: string
  confidence: number
  /** Both readings of a glyph written twice; empty otherwise. */
  pair: string[]
  alternatives: { text: string; score: number }[]
  x0: number
  x1: number
}

export function decodeRead(read: OcrRead): DecodedRead | null {
  const positions = mergeDoubledGlyphs(read.symbols.map(toPosition).filter((p) => p.best !== ''))
  if (positions.length !== UNIQUE_CODE_LENGTH) return null
  const confidence = Math.min(...positions.map((p) => p.confidence))
  const best = positions.map((p) => p.best).join('')
  const pairs = positions.flatMap((p, i) => (p.pair.length ? [i] : []))
  const decoded = (code: string, kind: ReadKind): DecodedRead => ({
    code,
    kind,
    confidence,
    unsure: positions.flatMap((p, i) => (p.confidence < SURE_READ || p.pair.length || code[i] !== p.best ? [i] : [])),
  })
  if (pairs.length === 0 && isValidUniqueCode(best)) return decoded(best, 'read')
  if (pairs.length > 0) {
    const repaired = uniqueValid(choicesAt(positions, pairs, (p) => p.pair))
    return repaired ? decoded(repaired, 'repaired') : null
  }
  const corrections = positions.flatMap((p, i) =>
    p.alternatives.filter((a) => a.score >= CORRECTION_SCORE && a.text !== p.best).map((a) => best.slice(0, i) + a.text + best.slice(i + 1)),
  )
  const corrected = uniqueValid(corrections)
  return corrected ? decoded(corrected, 'corrected') : null
}

function toPosition(symbol: ReadSymbol): Position {
  const best = normaliseCode(symbol.text)
  const alternatives = symbol.choices
    .map((c) => ({ text: normaliseCode(c.text), score: c.score }))
    .filter((c) => c.text.length === 1 && CODE_ALPHABET.includes(c.text))
  return { best: best.length === 1 && CODE_ALPHABET.includes(best) ? best : '', confidence: symbol.confidence, pair: [], alternatives, x0: symbol.x0, x1: symbol.x1 }
}

// While there are more symbols than a code has, the most overlapping neighbours become one position.
function mergeDoubledGlyphs(positions: Position[]): Position[] {
  const merged = [...positions]
  while (merged.length > UNIQUE_CODE_LENGTH) {
    let at = -1
    let most = SAME_GLYPH_OVERLAP
    for (let i = 0; i + 1 < merged.length; i += 1) {
      const a = merged[i]!
      const b = merged[i + 1]!
      const overlap = (Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) / Math.max(1, Math.min(a.x1 - a.x0, b.x1 - b.x0))
      if (overlap >= most) {
        most = overlap
        at = i
      }
    }
    if (at < 0) break
    const a = merged[at]!
    const b = merged[at + 1]!
    merged.splice(at, 2, {
      best: a.confidence >= b.confidence ? a.best : b.best,
      confidence: Math.min(a.confidence, b.confidence),
      pair: [...new Set([...(a.pair.length ? a.pair : [a.best]), ...(b.pair.length ? b.pair : [b.best])])],
      alternatives: [],
      x0: Math.min(a.x0, b.x0),
      x1: Math.max(a.x1, b.x1),
    })
  }
  return merged
}

// Every code made by picking one option at each listed position and the best symbol elsewhere.
function choicesAt(positions: Position[], at: number[], options: (p: Position) => string[]): string[] {
  let codes = ['']
  positions.forEach((p, i) => {
    const here = at.includes(i) ? options(p) : [p.best]
    codes = codes.flatMap((prefix) => here.map((s) => prefix + s))
  })
  return codes
}

function uniqueValid(codes: string[]): string | null {
  const valid = [...new Set(codes.filter(isValidUniqueCode))]
  return valid.length === 1 ? valid[0]! : null
}
