import { describe, expect, it } from 'vitest'
import { readOrderIds } from './read-order-ids.ts'

describe('reading order ids from a CSV', () => {
  it('takes the first column of a file without a header, each id once, blank lines skipped', () => {
    expect(readOrderIds('a1b2c3d4-0000-4000-8000-000000000001\r\n\r\nA1B2C3D5, note\na1b2c3d4-0000-4000-8000-000000000001\n')).toEqual([
      'a1b2c3d4-0000-4000-8000-000000000001',
      'A1B2C3D5',
    ])
  })

  it('takes the orderId column of the orders export, whatever its place', () => {
    const csv = 'trackingId,orderId,orderedAt in Malaysia time (UTC+8),name\r\nA1B2C3D4,a1b2c3d4-0000-4000-8000-000000000001,05/06/2026 07:05,"Aina, Nur"\r\n'
    expect(readOrderIds(csv)).toEqual(['a1b2c3d4-0000-4000-8000-000000000001'])
  })

  it('knows a header by its name, in any case or spacing, and falls back to tracking ids', () => {
    expect(readOrderIds('Name,Order ID\nAina,x-1\nBala,x-2\n')).toEqual(['x-1', 'x-2'])
    expect(readOrderIds('\uFEFFtracking_id\nA1B2C3D4\n')).toEqual(['A1B2C3D4'])
  })

  it('reads ids a spreadsheet guarded from formulas as they were, and an empty file as none', () => {
    expect(readOrderIds("id\n'-1a\n")).toEqual(['-1a'])
    expect(readOrderIds('')).toEqual([])
  })
})
