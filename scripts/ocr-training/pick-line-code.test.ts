import { describe, expect, it } from 'vitest'
import { CODE_ALPHABET, UNIQUE_CODE_LENGTH, checkSymbol, isValidUniqueCode } from '../../domain/unique-code.ts'
import { lineCodePosterior, pickLineCode, readFreely } from '../../web/features/scan/ocr/pick-line-code.ts'
import { seeded } from './seeded-random.ts'

// Beside seeded-random.ts, which the web project's tests cannot import (scripts reference web, not the other way).

const N = CODE_ALPHABET.length
const BLANK = N
const TOKENS = N + 1
const ONES = Array.from({ length: UNIQUE_CODE_LENGTH }, () => new Float64Array(N).fill(1))

/**
 * The line model's log likelihoods for one step per character of `path` ('-': the blank), each
 * `sure` of its token and the rest spread evenly (none when sure is 1); `unsure` splits chosen
 * steps otherwise.
 */
function lattice(path: string, sure: number, unsure: Record<number, Record<string, number>> = {}): Float32Array {
  const tokens = [...CODE_ALPHABET, '-']
  const logProbs = new Float32Array(path.length * TOKENS)
  ;[...path].forEach((token, t) => {
    const shares = unsure[t] ?? { [token]: sure }
    const rest = (1 - Object.values(shares).reduce((a, b) => a + b, 0)) / (TOKENS - Object.keys(shares).length)
    tokens.forEach((other, i) => (logProbs[t * TOKENS + i] = Math.log(shares[other] ?? rest)))
  })
  return logProbs
}

/** `cells` that are 1 everywhere but the given likelihoods at one position. */
function cellsFavouring(position: number, likelihoods: Record<string, number>): Float64Array[] {
  return ONES.map((ones, i) => (i === position ? Float64Array.from(CODE_ALPHABET, (symbol) => likelihoods[symbol] ?? 0.01) : ones))
}

// 3C5RATQSCY, with blanks between and some symbols held over two steps.
const PATH = '-3-CC-5-R-AA-T-Q-SS-C-Y-'

describe('pickLineCode', () => {
  it('answers a clearly read valid code, nearly certain', () => {
    expect(isValidUniqueCode('3C5RATQSCY')).toBe(true)
    const picked = pickLineCode(lattice(PATH, 0.99), PATH.length, ONES)!
    expect(picked.code).toBe('3C5RATQSCY')
    expect(picked.posterior).toBeGreaterThan(0.999)
    expect(picked.outright).toBe(true)
    expect(picked.symbolShares).toHaveLength(10)
    for (const share of picked.symbolShares) expect(share).toBeGreaterThan(0.999)
  })

  it('settles one unsure symbol by the check symbol', () => {
    // The Q step looks more like 0, but only Q makes a valid code.
    expect(isValidUniqueCode('3C5RAT0SCY')).toBe(false)
    const picked = pickLineCode(lattice(PATH, 0.99, { [PATH.indexOf('Q')]: { '0': 0.6, Q: 0.39 } }), PATH.length, ONES)!
    expect(picked.code).toBe('3C5RATQSCY')
    expect(picked.posterior).toBeGreaterThan(0.9)
    // The check symbol corrected a symbol rather than passing the reading.
    expect(picked.outright).toBe(false)
  })

  it('lets the cells overrule the line where it is unsure between two valid codes', () => {
    // 5 or S, and a check symbol that fits either: the line leans to 5.
    const other = checkSymbol('3CSRATQSC')
    const logProbs = lattice(PATH, 0.99, { [PATH.indexOf('5')]: { '5': 0.6, S: 0.39 }, [PATH.indexOf('Y')]: { Y: 0.6, [other]: 0.39 } })
    const alone = pickLineCode(logProbs, PATH.length, ONES)!
    expect(alone.code).toBe('3C5RATQSCY')
    expect(alone.symbolShares[2]).toBeCloseTo(0.36 / (0.36 + 0.39 * 0.39), 2)
    expect(alone.symbolShares[9]).toBeCloseTo(0.36 / (0.36 + 0.39 * 0.39), 2)
    const together = pickLineCode(logProbs, PATH.length, cellsFavouring(2, { S: 0.9, '5': 0.05 }))!
    expect(together.code).toBe(`3CSRATQSC${other}`)
    expect(together.posterior).toBeGreaterThan(0.8)
    // The line alone still reads Y last: the check symbol corrected it.
    expect(together.outright).toBe(false)
  })

  it('is not outright when the cells carry a code the line alone reads otherwise', () => {
    // The line leans to 5 and to Y; the cells to S and to the check symbol that S needs.
    const other = checkSymbol('3CSRATQSC')
    const logProbs = lattice(PATH, 0.99, { [PATH.indexOf('5')]: { '5': 0.6, S: 0.39 }, [PATH.indexOf('Y')]: { Y: 0.6, [other]: 0.39 } })
    expect(pickLineCode(logProbs, PATH.length, ONES)!.outright).toBe(true)
    const cells = ONES.map((ones, i) => (i === 2 ? cellsFavouring(2, { S: 0.9 })[2]! : i === 9 ? cellsFavouring(9, { [other]: 0.9 })[9]! : ones))
    const together = pickLineCode(logProbs, PATH.length, cells)!
    expect(together.code).toBe(`3CSRATQSC${other}`)
    // The two together read it symbol by symbol, and it passed the check: but the line alone did not read it.
    expect(together.outright).toBe(false)
  })

  it('reads a symbol held over steps as one: a doubled symbol needs a blank between', () => {
    expect(isValidUniqueCode('3CC5RATQSQ')).toBe(true)
    expect(pickLineCode(lattice('3CC5RATQSQ', 1), 10, ONES)).toBeNull()
    expect(pickLineCode(lattice('3C-C5RATQSQ', 1), 11, ONES)?.code).toBe('3CC5RATQSQ')
  })

  it('answers null when the line is too short for 10 symbols, or spells no valid code', () => {
    expect(pickLineCode(lattice('-3-C-', 0.99), 5, ONES)).toBeNull()
    // Nine steps, one short of ten symbols however sure.
    expect(pickLineCode(lattice('3C5RATQSC', 0.99), 9, ONES)).toBeNull()
    // Every step certain of a symbol of an invalid code.
    expect(pickLineCode(lattice('3C5RAT0SCY', 1), 10, ONES)).toBeNull()
  })

  describe('matches brute force over every code a small lattice can spell', () => {
    for (const [seed, withCells] of [
      [1, true],
      [6, true],
      // One whose best alignment of any 10 symbols is already valid: `outright`.
      [23, false],
    ] as const) {
      it(`seed ${seed}${withCells ? ', with cells' : ', the line alone'}`, () => {
        const random = seeded(seed)
        // Each step has 2 or 3 tokens with any likelihood, every other token none.
        const steps = 12
        const logProbs = new Float32Array(steps * TOKENS).fill(-Infinity)
        const tokensAt = Array.from({ length: steps }, (_, t) => {
          const tokens = new Set<number>()
          while (tokens.size < (random() < 0.5 ? 2 : 3)) tokens.add(random() < 0.3 ? BLANK : Math.floor(random() * N))
          const weights = [...tokens].map(() => 0.1 + random())
          const total = weights.reduce((a, b) => a + b, 0)
          ;[...tokens].forEach((token, i) => (logProbs[t * TOKENS + token] = Math.log(weights[i]! / total)))
          return [...tokens]
        })
        const cells = withCells ? ONES.map(() => Float64Array.from(CODE_ALPHABET, () => 0.05 + random())) : ONES
        const p = (t: number, token: number) => Math.exp(logProbs[t * TOKENS + token]!)
        const weigh = (code: string, line: number) => [...code].reduce((score, symbol, k) => score * cells[k]![CODE_ALPHABET.indexOf(symbol)]!, line)

        const spelled = [...spellings(tokensAt)]
        const valid = spelled.filter(isValidUniqueCode)
        const score = new Map(valid.map((code) => [code, weigh(code, ctc(p, steps, code, (a, b) => a + b))]))
        const all = [...score.values()].reduce((a, b) => a + b, 0)
        // The lattice leaves several valid codes in play, so that the sums are tested.
        expect(valid.length).toBeGreaterThan(5)

        const picked = pickLineCode(logProbs, steps, cells)!
        // The code: the best single alignment's, among valid codes, and among any for `outright`.
        const bestPath = new Map(spelled.map((code) => [code, weigh(code, ctc(p, steps, code, Math.max))]))
        const argmax = (codes: string[]) => codes.reduce((best, code) => (bestPath.get(code)! > bestPath.get(best)! ? code : best))
        expect(picked.code).toBe(argmax(valid))
        const alonePath = new Map(spelled.map((code) => [code, ctc(p, steps, code, Math.max)]))
        const aloneArgmax = spelled.reduce((best, code) => (alonePath.get(code)! > alonePath.get(best)! ? code : best))
        expect(picked.outright).toBe(argmax(spelled) === picked.code && aloneArgmax === picked.code)
        expectClose(picked.posterior, score.get(picked.code)! / all)
        expect(picked.posterior).toBeLessThan(0.99)
        picked.symbolShares.forEach((share, k) => {
          const held = valid.filter((code) => code[k] === picked.code[k]).reduce((sum, code) => sum + score.get(code)!, 0)
          expectClose(share, held / all)
        })
        expect(Math.min(...picked.symbolShares)).toBeLessThan(0.99)
        // The second opinion's shortcut answers the same code and posterior.
        expect(lineCodePosterior(logProbs, steps, cells)).toEqual({ code: picked.code, posterior: picked.posterior })
      })
    }
  })
})

describe('readFreely', () => {
  it('spells each step\'s likeliest token, blanks dropped and a symbol held over steps once', () => {
    expect(readFreely(lattice(PATH, 0.99), PATH.length)).toBe('3C5RATQSCY')
  })

  it('spells as many symbols as the line holds, not ten', () => {
    // A symbol read twice with a blank between is two symbols; a symbol the line lost spells nothing.
    const path = '-3-C-C-5-R-A-T-Q-S-C-Y-Y-'
    expect(readFreely(lattice(path, 0.99), path.length)).toBe('3CC5RATQSCYY')
    const short = '-3-C-5-'
    expect(readFreely(lattice(short, 0.99), short.length)).toBe('3C5')
  })
})

function expectClose(actual: number, expected: number) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * expected)
}

/** Every 10-symbol code some path through the tokens spells (repeats merge unless a blank parts them). */
function spellings(tokensAt: number[][]): Set<string> {
  const found = new Set<string>()
  const walk = (t: number, prefix: string, last: number) => {
    if (prefix.length > UNIQUE_CODE_LENGTH || prefix.length + tokensAt.length - t < UNIQUE_CODE_LENGTH) return
    if (t === tokensAt.length) found.add(prefix)
    else for (const token of tokensAt[t]!) walk(t + 1, token === BLANK || token === last ? prefix : prefix + CODE_ALPHABET[token], token)
  }
  walk(0, '', BLANK)
  return found
}

/**
 * The line's likelihood of `code` by the textbook CTC forward pass over its labels with blanks
 * around each (2L + 1 states), `join` summing alignments, or with Math.max keeping the best one.
 */
function ctc(p: (t: number, token: number) => number, steps: number, code: string, join: (a: number, b: number) => number): number {
  const labels = [...code].flatMap((symbol) => [BLANK, CODE_ALPHABET.indexOf(symbol)]).concat(BLANK)
  let alpha = labels.map((label, s) => (s < 2 ? p(0, label) : 0))
  for (let t = 1; t < steps; t += 1) {
    alpha = labels.map((label, s) => {
      let into = join(alpha[s]!, alpha[s - 1] ?? 0)
      if (label !== BLANK && s >= 2 && labels[s - 2] !== label) into = join(into, alpha[s - 2]!)
      return into * p(t, label)
    })
  }
  return join(alpha[labels.length - 1]!, alpha[labels.length - 2]!)
}
