import { describe, expect, it } from 'vitest'
import { LINE_OUTPUTS, LINE_ROWS, readLine } from './line-model.ts'
import fixture from './line-model.test.json'

describe('the line model', () => {
  it('reads a line as PyTorch does with the same shipped weights (export.py wrote what it put out)', () => {
    const data = Uint8ClampedArray.from(atob(fixture.pixels), (c) => c.charCodeAt(0))
    const { logProbs, steps } = readLine({ width: fixture.width, height: LINE_ROWS, data })
    expect(steps).toBe(fixture.logProbs.length)
    const worst = Math.max(...fixture.logProbs.flatMap((row, t) => row.map((expected, k) => Math.abs(logProbs[t * LINE_OUTPUTS + k]! - expected))))
    expect(worst).toBeLessThan(1e-3)
  })
})
