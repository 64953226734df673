import { normaliseCode } from '../../domain/unique-code.ts'
import type { OutboxItem } from './outbox-store.ts'

type Submission = Pick<OutboxItem, 'kind' | 'memberId' | 'request'>

/** The code a queued code submission sends, as codes compare; undefined for anything else. */
function codeOf(submission: Submission): string | undefined {
  if (submission.kind !== 'scancode') return undefined
  const code = (submission.request.json as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? normaliseCode(code) : undefined
}

/**
 * A code already waiting in the member's outbox (not yet credited or refused) is not queued
 * again: the second would only be refused as the member's own once the first lands.
 */
export function alreadyQueued(items: readonly OutboxItem[], submission: Submission): boolean {
  const code = codeOf(submission)
  if (code === undefined) return false
  return items.some((i) => i.memberId === submission.memberId && (i.state === 'waiting' || i.state === 'sending') && codeOf(i) === code)
}
