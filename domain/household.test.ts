import { describe, expect, it } from 'vitest'
import { householdKey } from './household.ts'

describe('householdKey', () => {
  it('folds case, punctuation and spacing of the first line, and keeps the postcode digits', () => {
    expect(householdKey({ line1: 'No. 12, Jalan Kenanga 3', postcode: '43000' })).toBe(householdKey({ line1: ' no 12 jalan  KENANGA 3 ', postcode: '43 000' }))
    expect(householdKey({ line1: 'No. 12, Jalan Kenanga 3', postcode: '43000' })).not.toBe(householdKey({ line1: 'No. 12, Jalan Kenanga 3', postcode: '43100' }))
    expect(householdKey({ line1: 'No. 12, Jalan Kenanga 3', postcode: '43000' })).not.toBe(householdKey({ line1: 'No. 21, Jalan Kenanga 3', postcode: '43000' }))
  })
})
