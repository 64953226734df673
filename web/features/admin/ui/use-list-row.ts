import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { type Loaded, useLoad } from '../../../lib/use-load.ts'

/**
 * One row of a dashboard's list, with the list it came in (some forms need its other rows or its
 * categories). An id the list does not have goes back to the dashboard, as a missing one does
 * (spec 3 §2.1), and shows as loading meanwhile. `load` must keep its identity (useLoad).
 */
export function useListRow<L, R>(load: () => Promise<L>, find: (list: L) => R | undefined, dashboard: string): { loaded: Loaded<{ list: L; row: R }>; reload: () => void } {
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(load)
  const row = loaded.status === 'ready' ? find(loaded.data) : undefined
  const unknown = loaded.status === 'ready' && row === undefined
  useEffect(() => {
    if (unknown) void navigate({ to: dashboard, replace: true })
  }, [unknown, navigate, dashboard])
  if (loaded.status !== 'ready') return { loaded, reload }
  return { loaded: row === undefined ? { status: 'loading' } : { status: 'ready', data: { list: loaded.data, row } }, reload }
}
