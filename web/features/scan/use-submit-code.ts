import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { isRetryableStatus } from '../../../domain/retryable-status.ts'
import type { ApiFailure } from '../../lib/api-client.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { enqueue } from '../../lib/outbox-bridge.ts'
import { useUiStore } from '../../lib/ui-store.ts'
import { submitCode } from './api/submit-code.ts'
import { useScanStore } from './scan-store.ts'
import { track } from '../../lib/tracking.ts'

/** The network, the server or a rate limit failed, not the code: keep it and send it later. */
const worthKeeping = (failure: ApiFailure) => isRetryableStatus(failure.status)

/**
 * Sends a code (read or typed). Success updates the member's points and opens the success page; a
 * refusal is kept for the scan error modal, whose OKAY returns to `/scancode`, unless `onRefused`
 * takes it on (answers true); no network (or a failing server) puts the code in the outbox under
 * the same Idempotency-Key, to be sent once.
 */
export function useSubmitCode() {
  const navigate = useNavigate()
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<ApiFailure | null>(null)

  const keep = async (code: string, idempotencyKey: string) => {
    const kept = await enqueue({ kind: 'scancode', label: code, request: { path: 'user/scancode', json: { code } }, idempotencyKey })
    useUiStore.getState().notify({ key: kept === 'queued' ? 'outbox.queued' : 'outbox.alreadyQueued', values: { label: code } })
  }

  const submit = async (code: string, onRefused?: (failure: ApiFailure) => boolean) => {
    const idempotencyKey = crypto.randomUUID()
    setSubmitting(true)
    try {
      if (!navigator.onLine) return await keep(code, idempotencyKey)
      const credit = await submitCode(code, idempotencyKey)
      const { member, setMember } = useMemberStore.getState()
      if (member) setMember({ ...member, totalPoints: credit.totalPoints })
      useScanStore.getState().credited(credit)
      track({ event: 'codeCredited', points: credit.points, codeGroup: credit.code_group })
      await navigate({ to: '/scancode/success' })
    } catch (error) {
      const reason = error as ApiFailure
      if (worthKeeping(reason)) await keep(code, idempotencyKey)
      else if (!onRefused?.(reason)) setFailure(reason)
    } finally {
      setSubmitting(false)
    }
  }

  return { submit, submitting, failure, clearFailure: () => setFailure(null) }
}
