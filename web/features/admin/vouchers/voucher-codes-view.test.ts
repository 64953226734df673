import { describe, expect, it } from 'vitest'
import { matchingRows, pageOf, searchIndex, statusCounts } from './voucher-codes-view.ts'

const row = (code: string, status: 'available' | 'redeemed' | 'used', holder?: { name: string; number: string; email: string }) => ({
  code,
  status,
  name: holder?.name ?? null,
  number: holder?.number ?? null,
  email: holder?.email ?? null,
})
const aisyah = { name: 'Nur Aisyah', number: '60123456789', email: 'aisyah@example.com' }
const rows = [row('GRAB-AAA1', 'available'), row('GRAB-BBB2', 'redeemed', aisyah), row('SHOPEE-CC3', 'used', { name: 'Mei Ling', number: '60198765432', email: 'mei@example.com' })]
const index = searchIndex(rows)

describe('a batch’s codes', () => {
  it('are found by any part of the code or of the holder’s name, number or email, in any case', () => {
    expect(matchingRows(rows, index, 'bbb', 'all').map((r) => r.code)).toEqual(['GRAB-BBB2'])
    expect(matchingRows(rows, index, ' grab ', 'all').map((r) => r.code)).toEqual(['GRAB-AAA1', 'GRAB-BBB2'])
    expect(matchingRows(rows, index, 'AISYAH', 'all').map((r) => r.code)).toEqual(['GRAB-BBB2'])
    expect(matchingRows(rows, index, '6019876', 'all').map((r) => r.code)).toEqual(['SHOPEE-CC3'])
    expect(matchingRows(rows, index, 'nothing like it', 'all')).toEqual([])
    expect(matchingRows(rows, index, '', 'all')).toBe(rows)
  })

  it('are narrowed by status, with a search or without', () => {
    expect(matchingRows(rows, index, '', 'available').map((r) => r.code)).toEqual(['GRAB-AAA1'])
    expect(matchingRows(rows, index, 'grab', 'redeemed').map((r) => r.code)).toEqual(['GRAB-BBB2'])
    expect(matchingRows(rows, index, 'shopee', 'redeemed')).toEqual([])
    expect(statusCounts(rows)).toEqual({ all: 3, available: 1, redeemed: 1, used: 1 })
  })

  it('are shown a page at a time, a page out of range showing the nearest', () => {
    const many = Array.from({ length: 250 }, (_, i) => i + 1)
    expect(pageOf(many, 1)).toMatchObject({ page: 1, pages: 3, from: 1, to: 100 })
    expect(pageOf(many, 3)).toMatchObject({ page: 3, pages: 3, from: 201, to: 250 })
    expect(pageOf(many, 3).rows).toHaveLength(50)
    expect(pageOf(many, 9)).toMatchObject({ page: 3 })
    expect(pageOf(many, 0)).toMatchObject({ page: 1 })
    expect(pageOf([], 1)).toEqual({ rows: [], page: 1, pages: 1, from: 0, to: 0 })
  })

  it('of 100,000 are searched through all, in batch order', () => {
    const big = Array.from({ length: 100_000 }, (_, i) => row(`BULK${String(i).padStart(6, '0')}`, i % 3 ? 'available' : 'redeemed', i % 3 ? undefined : aisyah))
    const bigIndex = searchIndex(big)
    const found = matchingRows(big, bigIndex, 'bulk09999', 'all')
    expect(found.map((r) => r.code)).toEqual(['BULK099990', 'BULK099991', 'BULK099992', 'BULK099993', 'BULK099994', 'BULK099995', 'BULK099996', 'BULK099997', 'BULK099998', 'BULK099999'])
    expect(matchingRows(big, bigIndex, 'aisyah', 'redeemed')).toHaveLength(33_334)
  })
})
