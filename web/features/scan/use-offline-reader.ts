import { useEffect, useState } from 'react'
import { type ReaderProgress, readerProgress } from './ocr/reader-progress.ts'
import { openOfflineReader } from './read-code.ts'

export type ReaderState = { status: 'loading'; progress: ReaderProgress } | { status: 'ready' } | { status: 'failed' }

/** The Network Information API, where the browser has it (Chromium): the connection's speed in Mbit/s. */
const downlink = () => (navigator as Navigator & { connection?: { downlink?: number } }).connection?.downlink

/** Opens the in-browser code reader while the component is shown, and tells how far it is. */
export function useOfflineReader(): ReaderState {
  const [state, setState] = useState<ReaderState>({ status: 'loading', progress: { percent: 0 } })
  useEffect(() => {
    let live = true
    const reader = openOfflineReader((download) => {
      const progress = readerProgress(download, downlink())
      setState((s) => (s.status !== 'loading' || (s.progress.percent === progress.percent && s.progress.secondsLeft === progress.secondsLeft) ? s : { status: 'loading', progress }))
    })
    reader.ready.then(
      () => live && setState({ status: 'ready' }),
      () => live && setState({ status: 'failed' }),
    )
    return () => {
      live = false
      reader.release()
    }
  }, [])
  return state
}
