import { useCallback, useEffect, useState } from 'react'

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T }

/**
 * Data a page loads when it opens, as one of loading, failed or ready, so every page shows each
 * state; `reload` tries again (after a failure, say).
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> & { reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    load().then(
      (data) => live && setLoaded({ state: 'ready', data }),
      () => live && setLoaded({ state: 'failed' }),
    )
    return () => {
      live = false
    }
    // `load` is a module-level API call; a new attempt is asked for through `reload`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  const reload = useCallback(() => {
    setLoaded({ state: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  return { ...loaded, reload }
}
