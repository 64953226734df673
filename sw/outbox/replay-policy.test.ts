import { describe, expect, it } from 'vitest'
import type { OutboxItem, OutboxSession } from './outbox-store.ts'
import { isDue, nextReplayAt, retryDelay, verdictFor } from './replay-policy.ts'

const NOW = 1_800_000_000_000
const session: OutboxSession = { id: 'session-2', token: 't', memberId: 'aisyah' }

function item(change: Partial<OutboxItem> = {}): OutboxItem {
  return {
    id: crypto.randomUUID(),
    kind: 'scancode',
    memberId: 'aisyah',
    idempotencyKey: 'key-12345678',
    label: 'WXWCBYB6WW',
    request: { path: 'user/scancode', json: { code: 'WXWCBYB6WW' } },
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: NOW - 1000,
    createdAt: NOW - 60_000,
    ...change,
  }
}

describe('replay policy', () => {
  it('settles on a 2xx or a final 4xx only', () => {
    expect(verdictFor(200)).toBe('credited')
    expect(verdictFor(201)).toBe('credited')
    for (const status of [400, 404, 409, 413, 415, 422]) expect(verdictFor(status)).toBe('refused')
  })

  it('keeps trying on no answer, server errors, timeouts and rate limits', () => {
    for (const status of [undefined, 408, 425, 429, 500, 502, 503]) expect(verdictFor(status)).toBe('retry')
  })

  it('ends the session on 401 and waits for another sign-in on 403, rather than dropping the item', () => {
    expect(verdictFor(401)).toBe('signedOut')
    expect(verdictFor(403)).toBe('awaitSignIn')
  })

  it('backs off from 5 seconds, doubling, to at most 10 minutes, or longer if the API asks', () => {
    expect([0, 1, 2, 3].map((n) => retryDelay(n))).toEqual([5000, 10_000, 20_000, 40_000])
    expect(retryDelay(20)).toBe(600_000)
    expect(retryDelay(0, 120)).toBe(120_000)
  })
})

describe('what a replay sends', () => {
  it('sends the member’s unsettled items whose time has come', () => {
    expect(isDue(item(), session, NOW)).toBe(true)
    expect(isDue(item({ state: 'sending' }), session, NOW)).toBe(true)
    expect(isDue(item({ nextAttemptAt: NOW + 1 }), session, NOW)).toBe(false)
    expect(isDue(item({ state: 'credited' }), session, NOW)).toBe(false)
    expect(isDue(item({ state: 'refused' }), session, NOW)).toBe(false)
  })

  it('never sends another member’s item', () => {
    expect(isDue(item({ memberId: 'someone-else' }), session, NOW)).toBe(false)
  })

  it('keeps an item the API refused this session for the next session', () => {
    expect(isDue(item({ parkedIn: 'session-2' }), session, NOW)).toBe(false)
    expect(isDue(item({ parkedIn: 'session-1' }), session, NOW)).toBe(true)
  })
})

describe('when the page replays next', () => {
  it('at the earliest retry of the signed-in member’s waiting items', () => {
    const items = [item({ nextAttemptAt: NOW + 20_000 }), item({ nextAttemptAt: NOW + 5000 }), item({ state: 'credited', nextAttemptAt: NOW })]
    expect(nextReplayAt(items, session, true)).toBe(NOW + 5000)
  })

  it('not for another member’s items, items parked by this session, or settled ones', () => {
    const items = [item({ memberId: 'someone-else' }), item({ parkedIn: 'session-2' }), item({ state: 'refused' }), item({ state: 'credited' })]
    expect(nextReplayAt(items, session, true)).toBeUndefined()
  })

  it('not for an item being sent: its outcome sets the next time', () => {
    expect(nextReplayAt([item({ state: 'sending' })], session, true)).toBeUndefined()
  })

  it('never while offline, signed out or with a session the API refused', () => {
    const items = [item()]
    expect(nextReplayAt(items, session, false)).toBeUndefined()
    expect(nextReplayAt(items, undefined, true)).toBeUndefined()
    expect(nextReplayAt(items, { ...session, refused: true }, true)).toBeUndefined()
  })
})
