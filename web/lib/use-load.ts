import { useCallback, useEffect, useState } from 'react'

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' }

/**
 * Loads what a screen shows when it opens, as loading, ready or failed, so every screen has each
 * state (LoadView shows them). `fetcher` must keep its identity (a module function or a memoised
 * one); `reload` tries again.
 */
export function useLoad<T>(fetcher: () => Promise<T>): { loaded: Loaded<T>; reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    fetcher().then(
      (data) => current && setLoaded({ status: 'ready', data }),
      () => current && setLoaded({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [fetcher, attempt])
  // After a failure it shows loading again; data already shown stays until the new data comes.
  const reload = useCallback(() => {
    setLoaded((l) => (l.status === 'failed' ? { status: 'loading' } : l))
    setAttempt((n) => n + 1)
  }, [])
  return { loaded, reload }
}
