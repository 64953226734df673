import { describe, expect, it } from 'vitest'
import { businessWeekBounds, businessWeekOf, campaignRunning, drawPrize, isMonday } from './mystery-box.ts'

describe('the mystery box rules', () => {
  it('draws by weight among prizes with stock left, and none when all are gone', () => {
    const prizes = [
      { id: 1, weight: 2, given: 0, stock: 5 },
      { id: 2, weight: 3, given: 4, stock: 4 },
      { id: 3, weight: 5, given: 0, stock: 1 },
    ]
    // Open weights: 2 (id 1) then 5 (id 3); tickets 0-1 are id 1, 2-6 id 3.
    expect(drawPrize(prizes, () => 0)!.id).toBe(1)
    expect(drawPrize(prizes, () => 1)!.id).toBe(1)
    expect(drawPrize(prizes, () => 2)!.id).toBe(3)
    expect(drawPrize(prizes, (total) => total - 1)!.id).toBe(3)
    expect(drawPrize(prizes.map((p) => ({ ...p, given: p.stock })), () => 0)).toBeUndefined()
  })

  it('runs a campaign from its start, up to but not at its end, and only when shown', () => {
    const c = { active: true, startsAt: '2026-06-01T00:00:00+08:00', endsAt: '2026-06-15T00:00:00+08:00' }
    expect(campaignRunning(c, new Date('2026-05-31T16:00:00Z'))).toBe(true)
    expect(campaignRunning(c, new Date('2026-05-31T15:59:59Z'))).toBe(false)
    expect(campaignRunning(c, new Date('2026-06-14T16:00:00Z'))).toBe(false)
    expect(campaignRunning({ ...c, active: false }, new Date('2026-06-02T00:00:00Z'))).toBe(false)
  })

  it('finds the Malaysian week of an instant, from Monday 00:00 +08:00', () => {
    expect(businessWeekOf(new Date('2026-05-31T16:00:00Z'))).toBe('2026-06-01')
    expect(businessWeekOf(new Date('2026-05-31T15:59:59Z'))).toBe('2026-05-25')
    expect(businessWeekOf(new Date('2026-06-07T15:59:59Z'))).toBe('2026-06-01')
    expect(isMonday('2026-06-01')).toBe(true)
    expect(isMonday('2026-06-02')).toBe(false)
    expect(businessWeekBounds('2026-06-01')).toEqual({ from: new Date('2026-05-31T16:00:00Z'), to: new Date('2026-06-07T16:00:00Z') })
  })
})
