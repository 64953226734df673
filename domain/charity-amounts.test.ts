import { describe, expect, it } from 'vitest'
import { donationAmountsFor, wisherProgress } from './charity.ts'

describe('what a member may give a wisher', () => {
  it('offers the steps of 100 up to what the wish still needs, at most 5,000', () => {
    expect(donationAmountsFor({ points: 9700, goalPoints: 10_000 })).toEqual([100, 200, 300])
    expect(donationAmountsFor({ points: 0, goalPoints: 100_000 })).toHaveLength(50)
    expect(donationAmountsFor({ points: 1000, goalPoints: 1000 })).toEqual([])
    expect(donationAmountsFor({ points: 950, goalPoints: 1000 })).toEqual([])
  })

  it("draws a wisher's bar as received over goal", () => {
    expect(wisherProgress({ points: 250, goalPoints: 1000 })).toBe(0.25)
    expect(wisherProgress({ points: 1000, goalPoints: 1000 })).toBe(1)
  })
})
