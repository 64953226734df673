import { describe, expect, it } from 'vitest'
import { busiestHour, FraudRangeSchema, fraudRangeOf, networkOf } from './fraud-signals.ts'

describe('networkOf', () => {
  it('takes the /24 of an IPv4 address, also mapped into IPv6', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24')
    expect(networkOf('::ffff:203.0.113.77')).toBe('203.0.113.0/24')
    expect(networkOf('::ffff:cb00:714d')).toBe('203.0.113.0/24')
  })

  it('takes the /48 of an IPv6 address, however it is written', () => {
    expect(networkOf('2001:db8:1234:5678::1')).toBe('2001:db8:1234::/48')
    expect(networkOf('2001:0DB8:0001:ffff:0:0:0:1')).toBe('2001:db8:1::/48')
    expect(networkOf('2001:db8::')).toBe('2001:db8:0::/48')
    expect(networkOf('::1')).toBe('0:0:0::/48')
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0::/48')
  })

  it('answers nothing for what is not an address', () => {
    for (const text of ['unknown', '', '256.1.1.1', '1.2.3', '1:2:3', '1::2::3', '1:2:3:4:5:6:7:8:9', '12345::', 'g::1']) expect(networkOf(text)).toBeUndefined()
  })
})

describe('busiestHour', () => {
  const at = (...minutes: number[]) => minutes.map((m) => m * 60_000)

  it('finds the 60 minutes holding the most instants, an instant a full hour later outside', () => {
    expect(busiestHour(at(0, 10, 59))).toEqual({ start: 0, count: 3 })
    expect(busiestHour(at(0, 10, 60))).toEqual({ start: 0, count: 2 })
    expect(busiestHour(at(0, 70, 71, 72, 129))).toEqual({ start: 1, count: 4 })
    expect(busiestHour([])).toEqual({ start: 0, count: 0 })
  })
})

describe('the range', () => {
  it('is the last 7 Malaysian days by default, today included', () => {
    expect(fraudRangeOf({}, new Date('2026-06-20T16:30:00Z'))).toEqual({ startDate: '2026-06-15', endDate: '2026-06-21' })
    expect(fraudRangeOf({ startDate: '2026-01-01', endDate: '2026-01-02' }, new Date())).toEqual({ startDate: '2026-01-01', endDate: '2026-01-02' })
  })

  it('takes both dates or neither, in order, at most 31 days', () => {
    const problem = (range: object) => FraudRangeSchema.safeParse(range).error?.issues[0]?.message
    expect(problem({ startDate: '2026-01-01', endDate: '2026-01-31' })).toBeUndefined()
    expect(problem({ startDate: '2026-01-01', endDate: '2026-02-01' })).toBe('fraudRangeInvalid')
    expect(problem({ startDate: '2026-01-02', endDate: '2026-01-01' })).toBe('fraudRangeInvalid')
    expect(problem({ endDate: '2026-01-01' })).toBe('dateRangeRequired')
  })
})
