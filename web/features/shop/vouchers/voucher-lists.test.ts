import { describe, expect, it } from 'vitest'
import type { UserVoucher } from '../../../../domain/vouchers.ts'
import { splitVouchers, voucherName, voucherState, withVoucher } from './voucher-lists.ts'

const voucher = (id: number, over: Partial<UserVoucher> = {}): UserVoucher => ({
  id,
  name: `Voucher ${id}`,
  voucherImage: '',
  code: `CODE-${id}`,
  points: 100,
  value: 500,
  used: false,
  usedAt: null,
  expiresOn: '2026-12-31',
  milestone: null,
  createdAt: '2026-06-01T02:00:00.000Z',
  ...over,
})

describe('My vouchers’ lists', () => {
  const unused = voucher(1)
  const used = voucher(2, { used: true, usedAt: '2026-06-02T02:00:00.000Z' })
  const lastDay = voucher(3, { expiresOn: '2026-06-10' })
  const expired = voucher(4, { expiresOn: '2026-06-09' })
  const milestone = voucher(5, { points: 0, name: 'RM10 e-voucher', value: 1000, milestone: 10 })

  it('keep vouchers in Current until used or past their expiry date, in the order given', () => {
    const lists = splitVouchers([unused, used, lastDay, expired, milestone], '2026-06-10')
    expect(lists.current.map((v) => v.id)).toEqual([1, 3, 5])
    expect(lists.history.map((v) => v.id)).toEqual([2, 4])
  })

  it('move a voucher to History the day after its expiry date', () => {
    expect(splitVouchers([lastDay], '2026-06-11')).toEqual({ current: [], history: [lastDay] })
    expect(splitVouchers([], '2026-06-11')).toEqual({ current: [], history: [] })
  })

  it('tell a used voucher from one that expired unused', () => {
    expect(voucherState(unused, '2026-06-10')).toBe('ready')
    expect(voucherState(used, '2026-06-10')).toBe('used')
    expect(voucherState(expired, '2026-06-10')).toBe('expired')
    // Used before it expired: it reads as used, not expired.
    expect(voucherState(voucher(6, { used: true, usedAt: '2026-06-01T02:00:00.000Z', expiresOn: '2026-06-05' }), '2026-06-10')).toBe('used')
  })

  it('put a voucher the API answers in its place, or first when it is new', () => {
    const nowUsed = { ...unused, used: true, usedAt: '2026-06-10T02:00:00.000Z' }
    expect(withVoucher([unused, used], nowUsed)).toEqual([nowUsed, used])
    expect(withVoucher([used], unused)).toEqual([unused, used])
  })
})

describe('voucherName', () => {
  const t = ((key: string, values: { ringgit: number }) => `${key}:${values.ringgit}`) as never
  it('names a milestone voucher in the member\'s language and a redeemed one as its type is named', () => {
    expect(voucherName({ name: 'RM10 e-voucher', milestone: 10, value: 1000 }, t)).toBe('vouchers.milestoneName:10')
    expect(voucherName({ name: 'Grab RM5', milestone: null, value: 500 }, t)).toBe('Grab RM5')
  })
})
