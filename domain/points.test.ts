import { describe, expect, it } from 'vitest'
import { scanPoints, type ScanPointsInput } from './points.ts'

const base: ScanPointsInput = {
  basePoints: 50,
  brandRunsMilestones: true,
  priorMilestoneCodes: 2,
  priorCodes: 2,
  tier: 'gold',
  isDoublePointDay: false,
  tierMultiplier: 1,
}

describe('scanPoints', () => {
  it('gives the batch points on an ordinary code', () => {
    expect(scanPoints(base)).toEqual({ points: 50, milestone: null })
  })

  it('marks the 1st, 5th and 10th codes of a milestone brand, the 1st earning 3x', () => {
    expect(scanPoints({ ...base, priorMilestoneCodes: 0, priorCodes: 0 })).toEqual({ points: 150, milestone: 1 })
    expect(scanPoints({ ...base, priorMilestoneCodes: 4 })).toEqual({ points: 50, milestone: 5 })
    expect(scanPoints({ ...base, priorMilestoneCodes: 9 })).toEqual({ points: 50, milestone: 10 })
    expect(scanPoints({ ...base, priorMilestoneCodes: 10 }).milestone).toBeNull()
  })

  it('gives a Gold member 2x on their first code of another brand, and no milestone', () => {
    const other = { ...base, brandRunsMilestones: false, priorMilestoneCodes: 0 }
    expect(scanPoints({ ...other, priorCodes: 0 })).toEqual({ points: 100, milestone: null })
    expect(scanPoints({ ...other, priorCodes: 0, tier: 'platinum' })).toEqual({ points: 50, milestone: null })
    expect(scanPoints({ ...other, priorCodes: 1 })).toEqual({ points: 50, milestone: null })
  })

  it('doubles on double-point days and applies the tier multiplier, all multiplying', () => {
    expect(scanPoints({ ...base, isDoublePointDay: true })).toEqual({ points: 100, milestone: null })
    expect(scanPoints({ ...base, tierMultiplier: 1.5 })).toEqual({ points: 75, milestone: null })
    expect(scanPoints({ ...base, priorMilestoneCodes: 0, isDoublePointDay: true })).toEqual({ points: 300, milestone: 1 })
  })
})
