import { describe, expect, it } from 'vitest'
import type { Member } from '../../../../domain/member.ts'
import { completionFrom, draftFrom } from './wizard-draft.ts'

const member = {
  name: 'Nur Aisyah',
  race: null,
  nationality: 'malaysian',
  pregnancyStage: 'oneChild',
  edb: null,
  babyInfos: [{ id: 7, name: null, gender: null, birthDate: '2024-02-01', brandId: null, formatId: null, sizeId: null }],
  addresses: [{ id: 3, label: 'HOME', line1: '1 Jalan Mawar', line2: '', line3: '', city: 'Ampang', state: 'Selangor', postcode: '68000', country: 'Malaysia' }],
} as unknown as Member

describe('the wizard draft', () => {
  it('starts from what the member has, the first address picked', () => {
    const draft = draftFrom(member)
    expect(draft.details).toEqual({ name: 'Nur Aisyah', race: '', nationality: 'malaysian', pregnancyStage: 'oneChild' })
    expect(draft.babies).toEqual([{ key: 'saved-7', babyId: 7, shownName: null, savedBirthDate: '2024-02-01', birthDate: '2024-02-01', gender: '', brandId: null, formatId: null, sizeId: null, changed: false }])
    expect(draft.picked).toBe(3)
  })

  it('sends the babies that changed, for parents only, and the due date while pregnant only', () => {
    const draft = draftFrom(member)
    draft.details.race = 'malay'
    draft.babies = [{ ...draft.babies[0]!, gender: 'male', brandId: 1, formatId: 2, sizeId: 3, changed: true }]
    expect(completionFrom(draft)).toEqual({
      name: 'Nur Aisyah',
      race: 'malay',
      nationality: 'malaysian',
      pregnancyStage: 'oneChild',
      edb: null,
      babyInfos: [{ babyId: 7, birthDate: '2024-02-01', gender: 'male', brandId: 1, formatId: 2, sizeId: 3 }],
      addressId: 3,
    })
    draft.details.pregnancyStage = 'pregnant'
    draft.edb = '2026-12-01'
    draft.picked = 'new'
    draft.newAddress = { line1: '2 Jalan Ros', line2: '', line3: '', state: 'Selangor', city: 'Ampang', postcode: '68000', label: 'Office' }
    expect(completionFrom(draft)).toMatchObject({ pregnancyStage: 'pregnant', edb: '2026-12-01', babyInfos: [], address: { ...draft.newAddress, country: 'Malaysia' } })
    expect(completionFrom(draft)).not.toHaveProperty('addressId')
  })
})
