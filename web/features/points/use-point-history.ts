import { useCallback, useEffect, useState } from 'react'
import type { PointRecord, PointRecordKind } from '../../../domain/point-records.ts'
import { fetchPointRecords } from './api/fetch-point-records.ts'

type History =
  | { state: 'loading' }
  | { state: 'failed' }
  /** `more`: where loading the next page stands. */
  | { state: 'ready'; records: PointRecord[]; nextBefore: number | null; more: 'idle' | 'loading' | 'failed' }

/** A kind of point records, loaded a page at a time: the first page on opening, then on request. */
export function usePointHistory(kind: PointRecordKind) {
  const [history, setHistory] = useState<History>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    fetchPointRecords(kind).then(
      (page) => live && setHistory({ state: 'ready', records: page.data, nextBefore: page.nextBefore, more: 'idle' }),
      () => live && setHistory({ state: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [kind, attempt])

  const reload = useCallback(() => {
    setHistory({ state: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  const loadMore = useCallback(() => {
    if (history.state !== 'ready' || history.nextBefore === null || history.more === 'loading') return
    const shown = history
    setHistory({ ...shown, more: 'loading' })
    fetchPointRecords(kind, shown.nextBefore!).then(
      (page) => setHistory({ state: 'ready', records: [...shown.records, ...page.data], nextBefore: page.nextBefore, more: 'idle' }),
      () => setHistory({ ...shown, more: 'failed' }),
    )
  }, [kind, history])

  return { history, reload, loadMore }
}
