import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useMemberStore } from '../lib/member-store.ts'
import { checkStoredSession } from '../lib/session-check.ts'
import { sampleEntryFor } from './sample-entry.ts'
import { SampleSorryModal } from './sample-sorry-modal.tsx'

/**
 * The way into a free-sample request (spec 2 §4), for the dashboard's tile, the header and the
 * sample's detail. `enter` asks for the member view afresh (another member of the household may
 * have asked meanwhile; offline, the last one known decides), then sends the member to the open
 * survey, shows the "Sorry!" notice, or goes on: by default to `/picksample`. Render `modal` once,
 * outside any collapsible menu.
 */
export function useFreeSampleEntry() {
  const navigate = useNavigate()
  const member = useMemberStore((s) => s.member)
  const [busy, setBusy] = useState(false)
  const [sorry, setSorry] = useState(false)

  const enter = async (proceed: () => void = () => void navigate({ to: '/picksample' })) => {
    setBusy(true)
    try {
      await checkStoredSession()
    } finally {
      setBusy(false)
    }
    const current = useMemberStore.getState().member
    if (!current) return
    const entry = sampleEntryFor(current)
    if (entry === 'feedback') void navigate({ to: '/freesample/feedback' })
    else if (entry === 'sorry') setSorry(true)
    else proceed()
  }
  const modal = <SampleSorryModal open={sorry} availableOn={member?.sampleAvailableOn} onClose={() => setSorry(false)} />
  return { enter, busy, modal }
}
