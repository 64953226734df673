import { describe, expect, it } from 'vitest'
import { STEP, stepAfterDetails, stepBeforeAddress, stepProgress } from './wizard-steps.ts'

describe('profile wizard steps', () => {
  it('skip the due-date or baby step for trying, and ask it for expecting mothers and parents', () => {
    expect(stepAfterDetails('trying')).toBe(STEP.pickAddress)
    expect(stepBeforeAddress('trying')).toBe(STEP.details)
    for (const stage of ['pregnant', 'oneChild', 'moreChild'] as const) {
      expect(stepAfterDetails(stage)).toBe(STEP.family)
      expect(stepBeforeAddress(stage)).toBe(STEP.family)
    }
  })

  it('count the steps with questions only', () => {
    expect(stepProgress(STEP.intro, 'pregnant')).toBeNull()
    expect(stepProgress(STEP.details, 'trying')).toEqual({ n: 1, total: 3 })
    expect(stepProgress(STEP.addAddress, 'trying')).toEqual({ n: 2, total: 3 })
    expect(stepProgress(STEP.addBaby, 'oneChild')).toEqual({ n: 2, total: 4 })
    expect(stepProgress(STEP.confirm, 'oneChild')).toEqual({ n: 4, total: 4 })
    expect(stepProgress(STEP.success, 'oneChild')).toBeNull()
  })
})
