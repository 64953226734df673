import { describe, expect, it } from 'vitest'
import { retryDelay, verdictFor } from './replay-policy.ts'

describe('replay policy', () => {
  it('settles on a 2xx or a final 4xx only', () => {
    expect(verdictFor(200)).toBe('credited')
    expect(verdictFor(201)).toBe('credited')
    for (const status of [400, 404, 409, 413, 415, 422]) expect(verdictFor(status)).toBe('refused')
  })

  it('keeps trying on no answer, server errors, timeouts and rate limits', () => {
    for (const status of [undefined, 408, 425, 429, 500, 502, 503]) expect(verdictFor(status)).toBe('retry')
  })

  it('waits for a new sign-in rather than dropping on 401 and 403', () => {
    expect(verdictFor(401)).toBe('awaitSignIn')
    expect(verdictFor(403)).toBe('awaitSignIn')
  })

  it('backs off from 5 seconds, doubling, to at most 10 minutes, or longer if the API asks', () => {
    expect([0, 1, 2, 3].map((n) => retryDelay(n))).toEqual([5000, 10_000, 20_000, 40_000])
    expect(retryDelay(20)).toBe(600_000)
    expect(retryDelay(0, 120)).toBe(120_000)
  })
})
