import { describe, expect, it } from 'vitest'
import { EMPTY_FORM, formProblems, toPayload, withType } from './survey-form-state.ts'

const filled = { ...EMPTY_FORM, title: 'Which?', bmTitle: 'Yang mana?', answers: [{ title: 'A', bmTitle: 'A' }] }

describe('the question form', () => {
  it('sends only what its type has', () => {
    expect(toPayload({ ...filled, type: 'open', hasSub: true, subtitle: 'x' })).toEqual({ title: 'Which?', bmTitle: 'Yang mana?', type: 'open', brandId: null, sizeId: null, answers: [] })
    const rate = { ...withType(filled, 'rate'), hasSub: true, subtitle: 'Why?', subbmTitle: 'Kenapa?', subtype: 'open' as const, subAnswers: [{ subtitle: 'left', subbmTitle: 'over' }] }
    expect(toPayload(rate)).toMatchObject({ subtype: 'open', subAnswers: [] })
    expect(toPayload({ ...filled, sizeId: '4' }).sizeId).toBeNull()
    expect(toPayload({ ...filled, brandId: '2', sizeId: '4' })).toMatchObject({ brandId: 2, sizeId: 4 })
  })

  it('gives a new rating the 1 to 5 scale, keeping answers already typed', () => {
    expect(withType(EMPTY_FORM, 'rate').answers.map((a) => a.title)).toEqual(['1', '2', '3', '4', '5'])
    expect(withType(filled, 'rate').answers).toEqual(filled.answers)
  })

  it('names the fields at fault with the spec’s message', () => {
    expect(formProblems(filled)).toBeUndefined()
    expect(formProblems({ ...filled, title: '', answers: [{ title: 'A', bmTitle: '' }] })).toEqual({
      code: 'fillAllFieldsInForm',
      fields: { title: 'fillAllFieldsInForm', 'answers.0.bmTitle': 'fillAllFieldsInForm' },
    })
    expect(formProblems({ ...withType(EMPTY_FORM, 'rate'), title: 'x', bmTitle: 'y', hasSub: true, subtype: 'close', subtitle: 'a', subbmTitle: 'b' })?.fields).toHaveProperty(
      'subAnswers.0.subtitle',
    )
  })
})
