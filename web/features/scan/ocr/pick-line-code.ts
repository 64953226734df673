import { CODE_ALPHABET, UNIQUE_CODE_LENGTH, isValidUniqueCode } from '../../../../domain/unique-code.ts'
import { type PickedCode, SHARES } from './pick-code.ts'

const N = CODE_ALPHABET.length
const LENGTH = UNIQUE_CODE_LENGTH
/** CTC's blank, the line model's last output. As a state's last token, it lets the next symbol repeat the one before. */
const BLANK = N
const TOKENS = N + 1
/** The back pointer of a state that is the one it was, its symbol held over another step; any other is the last token before, plus one. */
const HELD = 0

/**
 * The valid code most likely under the CTC line model and a second reader together (decision 177;
 * the glyph classifier's cells in the app): a code's score is the line's
 * likelihood of it, summed over all alignments, times each cell's likelihood of its symbol.
 * `logProbs` holds `steps` rows of the line model's N + 1 log likelihoods (the last is the blank);
 * `cells[position][symbol]` the second reader's, already raised to its weight (all ones: the line
 * alone). The code is the best single alignment's; the posterior and symbol shares sum over all
 * alignments of all valid codes. Read `outright` when the best alignment of any 10 symbols spells
 * the code both for the two together and for the line alone. Null when no alignment spells 10
 * symbols of a valid code.
 */
export function pickLineCode(logProbs: Float32Array, steps: number, cells: readonly Float64Array[]): PickedCode | null {
  const found = likeliestSymbols(logProbs, steps, cells)
  if (!found) return null
  const { passed, read, symbols } = found
  // Outright only if the line by itself reads the same ten symbols too: else the cells carried the
  // code on their own, and once in a fresh set's 6,000 frames that was a wrong code read sure
  // (decision 178).
  const outright = passed && spell(bestSymbols(logProbs, steps, NO_CELLS, UNCHECKED) ?? []) === spell(read)
  const prefixes: Prefixes = { symbols, open: new Float64Array(steps * LENGTH * N), logScales: new Float64Array(steps) }
  const { probs, logAll, posterior } = codePosterior(logProbs, steps, cells, symbols, prefixes)
  return { code: spell(symbols), posterior, outright, symbolShares: symbolShares(probs, steps, cells, prefixes, logAll) }
}

/**
 * Only pickLineCode's code and posterior, for a second opinion: it skips what that does not use,
 * the symbol shares' backward pass and the line read alone.
 */
export function lineCodePosterior(logProbs: Float32Array, steps: number, cells: readonly Float64Array[]): { code: string; posterior: number } | null {
  const found = likeliestSymbols(logProbs, steps, cells)
  return found && { code: spell(found.symbols), posterior: codePosterior(logProbs, steps, cells, found.symbols).posterior }
}

/** The best ten symbols, whether they passed the check, and the valid code's symbols (the same when they did). */
function likeliestSymbols(logProbs: Float32Array, steps: number, cells: readonly Float64Array[]) {
  const logCells = cells.map((likelihoods) => likelihoods.map(Math.log))
  // The best alignment of any 10 symbols is the best valid one too when it is valid: the check then
  // passed the reading. Only to correct it is the Viterbi over check sums (32 times the states) run.
  const read = bestSymbols(logProbs, steps, logCells, UNCHECKED)
  if (!read) return null
  const passed = isValidUniqueCode(spell(read))
  const symbols = passed ? read : bestSymbols(logProbs, steps, logCells, CHECKED)
  return symbols && { passed, read, symbols }
}

/**
 * The valid code's share of all valid codes' likelihood, with the forward pass's log total and the
 * line's likelihoods (`prefixes`, when given, kept for symbolShares).
 */
function codePosterior(logProbs: Float32Array, steps: number, cells: readonly Float64Array[], symbols: readonly number[], prefixes?: Prefixes) {
  const probs = Float64Array.from(logProbs.subarray(0, steps * TOKENS), Math.exp)
  const logAll = logSum(probs, steps, cells, CHECKED, prefixes)
  // The code alone: each cell keeps only its symbol. The code is valid, so its check sum needs no keeping.
  const only = cells.map((likelihoods, position) => likelihoods.map((likelihood, symbol) => (symbol === symbols[position] ? likelihood : 0)))
  return { probs, logAll, posterior: Math.exp(logSum(probs, steps, only, UNCHECKED) - logAll) }
}

/**
 * The line read freely: each step's likeliest token, blanks dropped and a symbol held over steps
 * spelt once, however many symbols that makes (the pick's code is always ten, and valid).
 */
export function readFreely(logProbs: Float32Array, steps: number): string {
  let read = ''
  let before = BLANK
  for (let t = 0; t < steps; t += 1) {
    const row = t * TOKENS
    let best = 0
    for (let token = 1; token < TOKENS; token += 1) if (logProbs[row + token]! > logProbs[row + best]!) best = token
    if (best !== BLANK && best !== before) read += CODE_ALPHABET[best]
    before = best
  }
  return read
}

function spell(symbols: readonly number[]): string {
  return symbols.map((symbol) => CODE_ALPHABET[symbol]).join('')
}

/**
 * The states a pass runs over, (symbols out, their check sum mod `sums`, last token), laid out as
 * ((out * sums + sum) * TOKENS + last). With `sums` N a code ends at sum 0 only if valid; with 1,
 * any 10 symbols do, in 1/32 of the states.
 */
interface Lattice {
  sums: number
  size: number
  /** [(out * sums + sum) * N + symbol]: the state that symbol leads to, put out from (out, sum). */
  leadsTo: Int32Array
}

function lattice(sums: number): Lattice {
  const leadsTo = new Int32Array(LENGTH * sums * N)
  for (let out = 0; out < LENGTH; out += 1) {
    for (let sum = 0; sum < sums; sum += 1) {
      for (let symbol = 0; symbol < N; symbol += 1) {
        leadsTo[(out * sums + sum) * N + symbol] = ((out + 1) * sums + ((sum + SHARES[out]![symbol]!) % sums)) * TOKENS + symbol
      }
    }
  }
  return { sums, size: (LENGTH + 1) * sums * TOKENS, leadsTo }
}

const CHECKED = lattice(N)
const UNCHECKED = lattice(1)
/** Log cells that weigh nothing: the line model alone. */
const NO_CELLS = Array.from({ length: LENGTH }, () => new Float64Array(N))

/**
 * The symbols of the best single alignment, by Viterbi in log space, each symbol weighed by its
 * cell as it is put out; null when no alignment reaches 10 symbols at sum 0.
 */
function bestSymbols(logProbs: Float32Array, steps: number, logCells: readonly Float64Array[], { sums, size, leadsTo }: Lattice): number[] | null {
  let score = new Float64Array(size).fill(-Infinity)
  let next = new Float64Array(size)
  const stay = new Float64Array(TOKENS)
  const emit = new Float64Array(LENGTH * N)
  // How each state was reached at each step (see HELD).
  const back = new Uint8Array(steps * size)
  score[BLANK] = 0
  for (let t = 0; t < steps; t += 1) {
    const from = t * size
    for (let token = 0; token < TOKENS; token += 1) stay[token] = logProbs[t * TOKENS + token]!
    for (let out = 0; out < LENGTH; out += 1) {
      for (let symbol = 0; symbol < N; symbol += 1) emit[out * N + symbol] = stay[symbol]! + logCells[out]![symbol]!
    }
    // Downwards in `out`, so that each symbol put out lands on a state this step has already set.
    for (let out = LENGTH; out >= 0; out -= 1) {
      for (let sum = 0; sum < sums; sum += 1) {
        const base = (out * sums + sum) * TOKENS
        let first = BLANK
        let second = BLANK
        let best = -Infinity
        let runnerUp = -Infinity
        for (let last = 0; last < TOKENS; last += 1) {
          const value = score[base + last]!
          if (value > best) {
            runnerUp = best
            second = first
            best = value
            first = last
          } else if (value > runnerUp) {
            runnerUp = value
            second = last
          }
        }
        next[base + BLANK] = best + stay[BLANK]!
        back[from + base + BLANK] = first + 1
        for (let symbol = 0; symbol < N; symbol += 1) next[base + symbol] = score[base + symbol]! + stay[symbol]!
        if (out === LENGTH || best === -Infinity) continue
        const lead = (out * sums + sum) * N
        for (let symbol = 0; symbol < N; symbol += 1) {
          // A symbol again right after itself would merge with it: it follows the best other token.
          const same = symbol === first
          const candidate = (same ? runnerUp : best) + emit[out * N + symbol]!
          const to = leadsTo[lead + symbol]!
          if (candidate > next[to]!) {
            next[to] = candidate
            back[from + to] = (same ? second : first) + 1
          }
        }
      }
    }
    const swap = score
    score = next
    next = swap
  }
  const end = LENGTH * sums * TOKENS
  let last = BLANK
  for (let token = 0; token < TOKENS; token += 1) if (score[end + token]! > score[end + last]!) last = token
  if (score[end + last] === -Infinity) return null
  const symbols = new Array<number>(LENGTH)
  for (let t = steps - 1, out = LENGTH, sum = 0; t >= 0; t -= 1) {
    const before = back[t * size + (out * sums + sum) * TOKENS + last]!
    if (before === HELD) continue
    if (last !== BLANK) {
      out -= 1
      symbols[out] = last
      sum = (sum + sums - (SHARES[out]![last]! % sums)) % sums
    }
    last = before - 1
  }
  return symbols
}

/** What the forward pass over all valid codes keeps for symbolShares. */
interface Prefixes {
  /** The code's symbols. */
  symbols: readonly number[]
  /**
   * [step][k][sum]: the likelihood of the prefixes of k symbols reaching `sum` before the step,
   * less those ending on the code's k-th symbol (its next is a new symbol only after a blank).
   */
  open: Float64Array
  /** Per step, the log of the scale `open` is in. */
  logScales: Float64Array
}

/**
 * The log of the summed score of every code reaching sum 0, over all its alignments: the forward
 * pass over the same states in probability, each step scaled down by the largest total before it
 * (its log kept) so that a long line does not underflow.
 */
function logSum(probs: Float64Array, steps: number, cells: readonly Float64Array[], { sums, size, leadsTo }: Lattice, prefixes?: Prefixes): number {
  let held = new Float64Array(size)
  let next = new Float64Array(size)
  // Per (out, sum): the likelihood of its states whatever their last token.
  const totals = new Float64Array((LENGTH + 1) * sums)
  const stay = new Float64Array(TOKENS)
  const emit = new Float64Array(LENGTH * N)
  held[BLANK] = 1
  let logScale = 0
  for (let t = 0; t < steps; t += 1) {
    let top = 0
    for (let i = 0; i < totals.length; i += 1) {
      let total = 0
      for (let last = 0; last < TOKENS; last += 1) total += held[i * TOKENS + last]!
      totals[i] = total
      if (total > top) top = total
    }
    if (prefixes) prefixes.logScales[t] = logScale
    logScale += Math.log(top)
    const row = t * TOKENS
    for (let token = 0; token < TOKENS; token += 1) stay[token] = probs[row + token]! / top
    for (let out = 0; out < LENGTH; out += 1) {
      for (let symbol = 0; symbol < N; symbol += 1) emit[out * N + symbol] = stay[symbol]! * cells[out]![symbol]!
    }
    // Downwards in `out`, as in bestSymbols.
    for (let out = LENGTH; out >= 0; out -= 1) {
      for (let sum = 0; sum < sums; sum += 1) {
        const base = (out * sums + sum) * TOKENS
        const total = totals[out * sums + sum]!
        next[base + BLANK] = total * stay[BLANK]!
        for (let symbol = 0; symbol < N; symbol += 1) next[base + symbol] = held[base + symbol]! * stay[symbol]!
        if (out === LENGTH || total === 0) continue
        if (prefixes) prefixes.open[(t * LENGTH + out) * N + sum] = total - held[base + prefixes.symbols[out]!]!
        const lead = (out * sums + sum) * N
        for (let symbol = 0; symbol < N; symbol += 1) {
          const to = leadsTo[lead + symbol]!
          next[to] = next[to]! + (total - held[base + symbol]!) * emit[out * N + symbol]!
        }
      }
    }
    const swap = held
    held = next
    next = swap
  }
  let final = 0
  for (let last = 0; last < TOKENS; last += 1) final += held[LENGTH * sums * TOKENS + last]!
  return Math.log(final) + logScale
}

/**
 * Each position's share (see PickedCode), by a backward pass over the same states: at each step,
 * the prefixes the forward pass kept that may put out the code's symbol there next, times the
 * line's and the cell's likelihood of it, times the likelihood that the steps after take the
 * state on to a valid code; over that of all valid codes (`logAll`).
 */
function symbolShares(probs: Float64Array, steps: number, cells: readonly Float64Array[], prefixes: Prefixes, logAll: number): number[] {
  const { size, leadsTo } = CHECKED
  // Per state after a step: the likelihood that the steps after take it on to a valid code, scaled.
  let rest = new Float64Array(size).fill(1, LENGTH * N * TOKENS, (LENGTH * N + 1) * TOKENS)
  let next = new Float64Array(size)
  const emit = new Float64Array(N)
  const shares = new Array<number>(LENGTH).fill(0)
  let logScale = 0
  let top = 1
  for (let t = steps - 1; t >= 0; t -= 1) {
    if (t < steps - 1) {
      // Back over step t + 1, scaled down by the largest likelihood after it.
      const row = (t + 1) * TOKENS
      logScale += Math.log(top)
      const scale = 1 / top
      top = 0
      for (let out = 0; out <= LENGTH; out += 1) {
        for (let sum = 0; sum < N; sum += 1) {
          const base = (out * N + sum) * TOKENS
          let ahead = 0
          if (out < LENGTH) {
            const cell = cells[out]!
            const lead = (out * N + sum) * N
            for (let symbol = 0; symbol < N; symbol += 1) {
              emit[symbol] = probs[row + symbol]! * cell[symbol]! * rest[leadsTo[lead + symbol]!]!
              ahead += emit[symbol]!
            }
          } else emit.fill(0)
          // On from any state: a blank, or a new symbol. After a symbol, that one is held instead of put out anew.
          const onwards = probs[row + BLANK]! * rest[base + BLANK]! + ahead
          next[base + BLANK] = onwards * scale
          top = Math.max(top, onwards * scale)
          for (let symbol = 0; symbol < N; symbol += 1) {
            next[base + symbol] = (onwards - emit[symbol]! + probs[row + symbol]! * rest[base + symbol]!) * scale
            top = Math.max(top, next[base + symbol]!)
          }
        }
      }
      const swap = rest
      rest = next
      next = swap
    }
    const row = t * TOKENS
    for (let position = 0; position < LENGTH; position += 1) {
      const symbol = prefixes.symbols[position]!
      const open = (t * LENGTH + position) * N
      let held = 0
      for (let sum = 0; sum < N; sum += 1) held += prefixes.open[open + sum]! * rest[leadsTo[(position * N + sum) * N + symbol]!]!
      // Added up in logs: the two passes' scales are far apart where the line alone reads an invalid
      // code. (Subtractions above can leave a likelihood of 0 a rounding error below it.)
      if (held > 0) shares[position] = shares[position]! + Math.exp(Math.log(held * probs[row + symbol]! * cells[position]![symbol]!) + prefixes.logScales[t]! + logScale - logAll)
    }
  }
  return shares
}
