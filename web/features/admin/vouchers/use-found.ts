import { useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { ApiFailure } from '../../../lib/api-client.ts'
import { useUiStore } from '../../../lib/ui-store.ts'
import { type Loaded, useLoad } from '../../../lib/use-load.ts'
import { VOUCHER_SCREENS } from './voucher-screens.ts'

/**
 * Loads what a screen of one voucher type or batch shows. An id the server does not know goes back
 * to the dashboard, as a missing one does (spec 3 §2.1); any other failure is shown in the error
 * modal and the screen offers to try again. `load` must keep its identity for one id.
 */
export function useFound<T>(load: () => Promise<T>, notFound: string): { loaded: Loaded<T>; reload: () => void } {
  const navigate = useNavigate()
  const [gone, setGone] = useState(false)
  const fetcher = useCallback(
    () =>
      load().catch((error: unknown) => {
        if (error instanceof ApiFailure && error.code === notFound) {
          setGone(true)
          void navigate({ to: VOUCHER_SCREENS.dashboard, replace: true })
        } else if (error instanceof ApiFailure) useUiStore.getState().showError({ code: error.code, message: error.message })
        throw error
      }),
    [load, notFound, navigate],
  )
  const { loaded, reload } = useLoad(fetcher)
  return { loaded: gone ? { status: 'loading' } : loaded, reload }
}
