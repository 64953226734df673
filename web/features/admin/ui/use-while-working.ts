import { useEffect } from 'react'

/** How often a screen looks again while background work (a mass credit, a bulk upload) is under way. */
export const WORKING_POLL_MS = 1_500

/** Loads again every moment while `working`, so the work's progress shows. */
export function useWhileWorking(working: boolean, reload: () => void) {
  useEffect(() => {
    if (!working) return
    const timer = setTimeout(reload, WORKING_POLL_MS)
    return () => clearTimeout(timer)
  })
}
