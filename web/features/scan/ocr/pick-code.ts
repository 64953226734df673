import { CODE_ALPHABET, UNIQUE_CODE_LENGTH, checkSymbol } from '../../../../domain/unique-code.ts'

const N = CODE_ALPHABET.length

/**
 * What each symbol at each position adds to the check sum, mod 32: a code is valid exactly when
 * its symbols' shares add up to 0. The check symbol's share is its own value; a payload symbol's is
 * read off `checkSymbol` of a payload that is zeros elsewhere ('0' adds nothing), so the rule itself
 * stays in the domain.
 */
export const SHARES: number[][] = Array.from({ length: UNIQUE_CODE_LENGTH }, (_, position) =>
  [...CODE_ALPHABET].map((symbol, value) => {
    if (position === UNIQUE_CODE_LENGTH - 1) return value
    const payload = '0'.repeat(position) + symbol + '0'.repeat(UNIQUE_CODE_LENGTH - 2 - position)
    return (N - CODE_ALPHABET.indexOf(checkSymbol(payload))) % N
  }),
)

export interface PickedCode {
  code: string
  /** The code's share of the likelihood of all valid codes, 0 to 1. */
  posterior: number
  /**
   * Every symbol is its position's likeliest: the check symbol then tested the reading and passed
   * it. When it had to correct a symbol instead, it is used up, and nothing is left to catch a
   * second misread (which passes the check once in 32).
   */
  outright: boolean
  /**
   * Per position, the share of all valid codes' likelihood held by those with this code's symbol
   * there: where it is low, another symbol there also makes a valid code the cells could show.
   */
  symbolShares: number[]
}

/**
 * The valid code most likely under per-position symbol likelihoods (`likelihoods[position][symbol]`,
 * each position summing to 1), and how much of all valid codes' likelihood it holds. The check
 * symbol rules out 31 of every 32 sequences, so a single unsure symbol is settled by the others;
 * the posterior tells whether any other valid code comes close.
 */
export function pickCode(likelihoods: readonly Float64Array[]): PickedCode {
  // Over the check sum mod 32: the total likelihood of all prefixes reaching each sum, and the best one.
  let total = new Float64Array(N)
  let best = new Float64Array(N)
  total[0] = 1
  best[0] = 1
  const forward: Float64Array[] = [total]
  const back: Int8Array[] = []
  for (let position = 0; position < UNIQUE_CODE_LENGTH; position += 1) {
    const p = likelihoods[position]!
    const shares = SHARES[position]!
    const nextTotal = new Float64Array(N)
    const nextBest = new Float64Array(N)
    const choice = new Int8Array(N * 2).fill(-1)
    for (let sum = 0; sum < N; sum += 1) {
      if ((total[sum] ?? 0) === 0) continue
      for (let symbol = 0; symbol < N; symbol += 1) {
        const to = (sum + shares[symbol]!) % N
        const likelihood = p[symbol] ?? 0
        nextTotal[to] = (nextTotal[to] ?? 0) + (total[sum] ?? 0) * likelihood
        const candidate = (best[sum] ?? 0) * likelihood
        if (candidate > (nextBest[to] ?? 0)) {
          nextBest[to] = candidate
          choice[to * 2] = symbol
          choice[to * 2 + 1] = sum
        }
      }
    }
    total = nextTotal
    best = nextBest
    forward.push(total)
    back.push(choice)
  }
  let code = ''
  for (let position = UNIQUE_CODE_LENGTH - 1, sum = 0; position >= 0; position -= 1) {
    const choice = back[position]!
    code = CODE_ALPHABET[choice[sum * 2]!] + code
    sum = choice[sum * 2 + 1]!
  }
  const outright = likelihoods.every((p, position) => p[CODE_ALPHABET.indexOf(code[position]!)] === Math.max(...p))
  const posterior = (total[0] ?? 0) > 0 ? (best[0] ?? 0) / total[0]! : 0
  return { code, posterior, outright, symbolShares: symbolShares(likelihoods, forward, code) }
}

/**
 * Each position's share (see PickedCode) by forward and backward sums over the check sum: the
 * likelihood of the valid codes with `code`'s symbol at a position, over that of all valid codes
 * (`forward[position][sum]`: the symbols before `position` reaching `sum`).
 */
function symbolShares(likelihoods: readonly Float64Array[], forward: readonly Float64Array[], code: string): number[] {
  const all = forward[UNIQUE_CODE_LENGTH]![0]!
  // No valid code is likely at all: no symbol holds any share.
  if (!(all > 0)) return likelihoods.map(() => 0)
  // after[position][sum]: the total likelihood of the symbols from `position` on that bring `sum` to 0.
  const after: Float64Array[] = []
  after[UNIQUE_CODE_LENGTH] = Float64Array.from({ length: N }, (_, sum) => (sum === 0 ? 1 : 0))
  for (let position = UNIQUE_CODE_LENGTH - 1; position > 0; position -= 1) {
    const p = likelihoods[position]!
    const shares = SHARES[position]!
    const next = after[position + 1]!
    after[position] = Float64Array.from({ length: N }, (_, sum) => p.reduce((total, likelihood, symbol) => total + likelihood * next[(sum + shares[symbol]!) % N]!, 0))
  }
  return likelihoods.map((p, position) => {
    const symbol = CODE_ALPHABET.indexOf(code[position]!)
    const share = SHARES[position]![symbol]!
    const before = forward[position]!
    const next = after[position + 1]!
    let held = 0
    for (let sum = 0; sum < N; sum += 1) held += before[sum]! * next[(sum + share) % N]!
    return (held * p[symbol]!) / all
  })
}
