import { describe, expect, it } from 'vitest'
import { LINE_OUTPUTS, LINE_ROWS, type LineModelWeights, readLine } from './line-model.ts'
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
