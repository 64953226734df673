import type { PregnancyStage } from '../../../../domain/identity-rules.ts'

/** The wizard's steps, numbered as spec 1 §2 numbers them. */
export const STEP = { intro: 0, details: 1, family: 2, addBaby: 3, pickAddress: 4, addAddress: 5, confirm: 6, success: 7 } as const
export type Step = (typeof STEP)[keyof typeof STEP]

/** Trying to conceive skips the due-date or baby step (spec 1 §4); expecting mothers and parents answer it. */
export const asksFamily = (stage: PregnancyStage) => stage !== 'trying'
export const isParent = (stage: PregnancyStage) => stage === 'oneChild' || stage === 'moreChild'

export const stepAfterDetails = (stage: PregnancyStage): Step => (asksFamily(stage) ? STEP.family : STEP.pickAddress)
export const stepBeforeAddress = (stage: PregnancyStage): Step => (asksFamily(stage) ? STEP.family : STEP.details)

/** "Step n of total" for the steps with questions; adding a baby or an address counts as its list's step. */
export function stepProgress(step: Step, stage: PregnancyStage): { n: number; total: number } | null {
  const main: Step[] = asksFamily(stage) ? [STEP.details, STEP.family, STEP.pickAddress, STEP.confirm] : [STEP.details, STEP.pickAddress, STEP.confirm]
  const shownAs = step === STEP.addBaby ? STEP.family : step === STEP.addAddress ? STEP.pickAddress : step
  const index = main.indexOf(shownAs)
  return index === -1 ? null : { n: index + 1, total: main.length }
}
