import { describe, expect, it } from 'vitest'
import type { FreeSampleRow } from '../../../../domain/sample-report.ts'
import { matchesSearch } from './free-sample-search.ts'

const row = {
  orderId: '3f2a9c1e-0000-4000-8000-000000000001',
  trackingId: '3f2a9c1e',
  name: 'Nurul Aisyah',
  number: '0123456789',
  email: 'nurul@example.com',
  brand: 'Lembut',
} as FreeSampleRow

describe('matchesSearch', () => {
  it('finds a row by name, phone, email, order id (full or short) and brand, letter case aside', () => {
    for (const search of ['nurul AISYAH', '3456', 'NURUL@example', '3F2A9C1E', '000000000001', 'lembut', '  ']) expect(matchesSearch(row, search)).toBe(true)
  })

  it('leaves out a row that holds none of it', () => {
    expect(matchesSearch(row, 'Siti')).toBe(false)
    expect(matchesSearch(row, 'Selangor')).toBe(false)
  })
})
