import { shiftMonths } from './business-time.ts'
import { describe, expect, it } from 'vitest'
import { addressProblem, babyBirthDateRange, babyProblem, detailsProblem, edbProblem, isEdbAcceptable, isLocked, unlocksOn } from './profile-rules.ts'

describe('shiftMonths', () => {
  it('keeps the day, or takes the month’s last when it has none', () => {
    expect(shiftMonths('2026-06-02', 6)).toBe('2026-12-02')
    expect(shiftMonths('2026-08-31', 6)).toBe('2027-02-28')
    expect(shiftMonths('2027-08-31', 6)).toBe('2028-02-29')
    expect(shiftMonths('2026-01-15', -2)).toBe('2025-11-15')
  })
})

describe('6-month locks', () => {
  it('open six months after the Malaysian date of the last change', () => {
    // 20:00 UTC on 1 June is already 2 June in Kuala Lumpur.
    expect(unlocksOn('2026-06-01T20:00:00.000Z')).toBe('2026-12-02')
    expect(isLocked('2026-06-01T20:00:00.000Z', '2026-12-01')).toBe(true)
    expect(isLocked('2026-06-01T20:00:00.000Z', '2026-12-02')).toBe(false)
  })

  it('are open when nothing was ever changed (1990-01-01)', () => {
    expect(unlocksOn(null)).toBe('1990-07-01')
    expect(isLocked(null, '2026-06-02')).toBe(false)
  })
})

describe('dates', () => {
  it('take a due date from yesterday on', () => {
    expect(isEdbAcceptable('2026-06-01', '2026-06-02')).toBe(true)
    expect(isEdbAcceptable('2026-05-31', '2026-06-02')).toBe(false)
  })

  it('take birth dates of children aged 3 and below', () => {
    expect(babyBirthDateRange('2026-06-02')).toEqual({ earliest: '2022-06-03', latest: '2026-06-02' })
  })
})

describe('form checks', () => {
  const baby = { birthDate: '2025-01-10', gender: 'male', brandId: 1, formatId: 2, sizeId: 3 }

  it('need every part of an address, label included', () => {
    const address = { line1: '1 Jalan Mawar', city: 'Ampang', state: 'Selangor', postcode: '68000', label: 'Home' }
    expect(addressProblem(address)).toBeUndefined()
    expect(addressProblem({ ...address, label: ' ' })).toBe('addressFieldsRequired')
  })

  it('need every baby field, the name only where the form asks it, and name an empty name or birth date', () => {
    expect(babyProblem(baby, '2026-06-02')).toBeUndefined()
    expect(babyProblem({ ...baby, sizeId: null }, '2026-06-02')).toBe('fillAllFields')
    expect(babyProblem({ ...baby, birthDate: '2025--10' }, '2026-06-02')).toBe('babyBirthDateRequired')
    expect(babyProblem({ ...baby, birthDate: '' }, '2026-06-02')).toBe('babyBirthDateRequired')
    expect(babyProblem({ ...baby, name: ' ' }, '2026-06-02')).toBe('babyNameRequired')
    expect(babyProblem({ ...baby, name: '', birthDate: '', sizeId: null }, '2026-06-02')).toBe('babyNameRequired')
    expect(babyProblem({ ...baby, name: 'Adam 2' }, '2026-06-02')).toBe('invalidName')
    expect(babyProblem({ ...baby, name: 'Adam' }, '2026-06-02')).toBeUndefined()
  })

  it('keep a saved birth date acceptable as the child grows', () => {
    const older = { ...baby, birthDate: '2021-01-10' }
    expect(babyProblem(older, '2026-06-02')).toBe('babyBirthDateRange')
    expect(babyProblem(older, '2026-06-02', '2021-01-10')).toBeUndefined()
  })
})

describe('details checks', () => {
  it('want a name of letters and every choice', () => {
    const d = { name: 'Nur Aisyah', race: 'malay', nationality: 'malaysian', pregnancyStage: 'trying' }
    expect(detailsProblem(d)).toBeUndefined()
    expect(detailsProblem({ ...d, name: 'Nur 1' })).toBe('invalidName')
    expect(detailsProblem({ ...d, name: '  ' })).toBe('nameRequired')
    expect(detailsProblem({ ...d, race: '' })).toBe('fillAllFields')
  })

  it('want a due date from yesterday, or the one saved', () => {
    expect(edbProblem(null, '2026-06-02', null)).toBe('edbRequired')
    expect(edbProblem('2026--01', '2026-06-02', null)).toBe('edbRequired')
    expect(edbProblem('2026-05-01', '2026-06-02', null)).toBe('edbRequired')
    expect(edbProblem('2026-05-01', '2026-06-02', '2026-05-01')).toBeUndefined()
    expect(edbProblem('2026-06-01', '2026-06-02', null)).toBeUndefined()
  })
})
