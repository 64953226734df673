import { describe, expect, it } from 'vitest'
import { LINE_OUTPUTS, LINE_ROWS, type LineModelWeights, poolReadings, readLine } from './line-model.ts'
import fixture from './line-model.test.json'
import { SECOND_LINE_MODEL } from './second-line-model.gen.ts'
import secondFixture from './second-line-model.test.json'

/** The largest difference between the app's reading of the fixture's line and PyTorch's. */
function worstDifference({ width, pixels, logProbs: expected }: typeof fixture, weights?: LineModelWeights) {
  const data = Uint8ClampedArray.from(atob(pixels), (c) => c.charCodeAt(0))
  const { logProbs, steps } = readLine({ width, height: LINE_ROWS, data }, weights)
  expect(steps).toBe(expected.length)
  return Math.max(...expected.flatMap((row, t) => row.map((value, k) => Math.abs(logProbs[t * LINE_OUTPUTS + k]! - value))))
}

describe('the line model', () => {
  it('reads a line as PyTorch does with the same shipped weights (export.py wrote what it put out)', () => {
    expect(worstDifference(fixture)).toBeLessThan(1e-3)
  })

  it('holds the second line model to PyTorch in the same way', () => {
    expect(worstDifference(secondFixture, SECOND_LINE_MODEL)).toBeLessThan(1e-3)
  })
})

describe('poolReadings', () => {
  it('pools two readings step by step into likelihoods that sum to one, the same reading left as it is', () => {
    const a = Float32Array.from({ length: 2 * LINE_OUTPUTS }, (_, k) => Math.log(k % LINE_OUTPUTS === 3 ? 0.5 : 0.5 / (LINE_OUTPUTS - 1)))
    const b = Float32Array.from({ length: 2 * LINE_OUTPUTS }, () => -Math.log(LINE_OUTPUTS))
    const pooled = poolReadings(a, b, 2)
    for (let t = 0; t < 2; t += 1) {
      const row = pooled.subarray(t * LINE_OUTPUTS, (t + 1) * LINE_OUTPUTS)
      expect(row.reduce((sum, l) => sum + Math.exp(l), 0)).toBeCloseTo(1, 6)
      // Between the sure reading and the flat one: the symbol stands out, less than in `a`.
      expect(Math.exp(row[3]!)).toBeGreaterThan(1 / LINE_OUTPUTS)
      expect(Math.exp(row[3]!)).toBeLessThan(0.5)
    }
    poolReadings(a, a, 2).forEach((l, k) => expect(l).toBeCloseTo(a[k]!, 5))
  })
})
