import { describe, expect, it } from 'vitest'
import { alreadyQueued } from './already-queued.ts'
import type { OutboxItem } from './outbox-store.ts'

function item(code: string, change: Partial<OutboxItem> = {}): OutboxItem {
  return {
    id: crypto.randomUUID(),
    kind: 'scancode',
    memberId: 'aisyah',
    idempotencyKey: crypto.randomUUID(),
    label: code,
    request: { path: 'user/scancode', json: { code } },
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 0,
    ...change,
  }
}

const submission = (code: string, memberId = 'aisyah') => ({ kind: 'scancode' as const, memberId, request: { path: 'user/scancode', json: { code } } })

describe('a code already in the outbox', () => {
  it('is refused while it waits or is being sent, compared as codes are (case, look-alikes)', () => {
    expect(alreadyQueued([item('WXWCBYB6WW')], submission('WXWCBYB6WW'))).toBe(true)
    expect(alreadyQueued([item('WXWCBYB6WW', { state: 'sending' })], submission('WXWCBYB6WW'))).toBe(true)
    expect(alreadyQueued([item('6FHGJ4WKX2')], submission('6fhgj4wkx2'))).toBe(true)
    expect(alreadyQueued([item('10HGJ4WKX2')], submission('IOHGJ4WKX2'))).toBe(true)
  })

  it('is queued again once the first has settled, credited or refused', () => {
    expect(alreadyQueued([item('WXWCBYB6WW', { state: 'credited' }), item('WXWCBYB6WW', { state: 'refused' })], submission('WXWCBYB6WW'))).toBe(false)
  })

  it('is another code, or another member’s, or not a code at all', () => {
    expect(alreadyQueued([item('WXWCBYB6WW')], submission('6FHGJ4WKX2'))).toBe(false)
    expect(alreadyQueued([item('WXWCBYB6WW')], submission('WXWCBYB6WW', 'someone-else'))).toBe(false)
    const receipt = { kind: 'receipt' as const, memberId: 'aisyah', request: { path: 'receipt/upload', form: { invoiceNo: 'WXWCBYB6WW' } } }
    expect(alreadyQueued([item('WXWCBYB6WW', receipt)], receipt)).toBe(false)
  })
})
