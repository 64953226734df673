import { describe, expect, it } from 'vitest'
import { contestOrder, contestStatus, EntryLinkSchema, entryCost, entryRefusal, fieldsAskedBy, parseEntryFieldName } from './contests.ts'

const contest = { entriesPerPerson: 5, pointRequired: true, pointsPerEntry: 100 }

describe('entryRefusal (spec 2 §5)', () => {
  it('refuses more entries than the household has left, whatever the balance', () => {
    expect(entryRefusal(contest, 4, 2, 10_000)).toBe('contestMaximumReached')
    expect(entryRefusal(contest, 5, 1, 10_000)).toBe('contestMaximumReached')
    expect(entryRefusal(contest, 3, 2, 10_000)).toBeNull()
  })

  it('refuses entries costing more than the balance, and not a contest that asks for no points', () => {
    expect(entryRefusal(contest, 0, 3, 299)).toBe('contestNotEnoughPoints')
    expect(entryRefusal(contest, 0, 3, 300)).toBeNull()
    expect(entryRefusal({ ...contest, pointRequired: false }, 0, 3, 0)).toBeNull()
    expect(entryCost({ ...contest, pointRequired: false }, 3)).toBe(0)
    expect(entryCost(contest, 3)).toBe(300)
  })
})

describe('the submit form’s per-entry fields', () => {
  it('reads the spec’s names and nothing else', () => {
    expect(parseEntryFieldName('image0')).toEqual(['image', 0])
    expect(parseEntryFieldName('receiptsImage12')).toEqual(['receiptsImage', 12])
    expect(parseEntryFieldName('selectedValue3')).toEqual(['selectedValue', 3])
    expect(parseEntryFieldName('image')).toBeUndefined()
    expect(parseEntryFieldName('points0')).toBeUndefined()
    expect(parseEntryFieldName('image-1')).toBeUndefined()
  })

  it('asks for what the mechanics enable, in form order', () => {
    expect(fieldsAskedBy({ uploadImages: true, uploadReceipts: false, linkUrl: true, gotDropdown: true })).toEqual(['image', 'link', 'selectedValue'])
    expect(fieldsAskedBy({ uploadImages: false, uploadReceipts: false, linkUrl: false, gotDropdown: false })).toEqual([])
  })

  it('takes http and https links only', () => {
    expect(EntryLinkSchema.safeParse('https://www.instagram.com/p/abc').success).toBe(true)
    expect(EntryLinkSchema.safeParse('http://example.com').success).toBe(true)
    for (const bad of ['javascript:alert(1)', 'ftp://example.com/a', 'data:text/html,hi', 'example.com', 'file:///etc/passwd']) expect(EntryLinkSchema.safeParse(bad).success, bad).toBe(false)
  })
})

describe('status and order', () => {
  const at = new Date('2026-06-02T00:00:00Z')
  it('is running from the start up to, not at, the end', () => {
    expect(contestStatus({ startsAt: '2026-06-02T00:00:00Z', endsAt: '2026-06-03T00:00:00Z' }, at)).toBe('running')
    expect(contestStatus({ startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-06-02T00:00:00Z' }, at)).toBe('ended')
    expect(contestStatus({ startsAt: '2026-06-02T00:00:01Z', endsAt: '2026-06-03T00:00:00Z' }, at)).toBe('notStarted')
  })
  it('puts running contests first, then by soonest end', () => {
    const ended = { id: 1, startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-05-02T00:00:00Z' }
    const late = { id: 2, startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-07-01T00:00:00Z' }
    const soon = { id: 3, startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-06-05T00:00:00Z' }
    expect(contestOrder([ended, late, soon], at).map((c) => c.id)).toEqual([3, 2, 1])
  })
})
