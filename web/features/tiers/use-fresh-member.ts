import { useEffect } from 'react'
import { useMemberStore } from '../../lib/member-store.ts'
import { checkStoredSession } from '../../lib/session-check.ts'

/** The signed-in member, asked again of the API on opening: points may have come in since the app started. */
export function useFreshMember() {
  useEffect(() => void checkStoredSession(), [])
  return useMemberStore((s) => s.member)
}
