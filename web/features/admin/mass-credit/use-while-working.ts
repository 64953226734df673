import { useEffect } from 'react'
import { WORKING_POLL_MS } from './screens.ts'

/** Loads again every moment while `working` (a batch crediting or reversing), so its progress shows. */
export function useWhileWorking(working: boolean, reload: () => void) {
  useEffect(() => {
    if (!working) return
    const timer = setTimeout(reload, WORKING_POLL_MS)
    return () => clearTimeout(timer)
  })
}

export const isWorking = (state: string) => state === 'crediting' || state === 'reversing'
