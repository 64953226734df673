import { describe, expect, it } from 'vitest'
import { isRetryableStatus } from './retryable-status.ts'

describe('isRetryableStatus', () => {
  it('retries no answer, time-outs, rate limits and server failures', () => {
    for (const status of [undefined, 0, 408, 425, 429, 500, 502, 503]) expect(isRetryableStatus(status)).toBe(true)
  })

  it('does not retry a refusal of the request itself', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422]) expect(isRetryableStatus(status)).toBe(false)
  })
})
