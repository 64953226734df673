/** Where the download of the code reader's files stands. */
export interface ReaderDownload {
  /** Bytes read so far, over all the files. */
  loaded: number
  /** All the files' bytes; undefined until every file's size is known. */
  total?: number
  /** Since the download began. */
  elapsedMs: number
}

export interface ReaderProgress {
  /** 0 to 99: 100 is the reader being ready, which the engine's start decides, not the bytes. */
  percent: number
  /** What the rest of the download should take, when a speed is known. */
  secondsLeft?: number
}

/** A speed measured over less than this is too noisy to show. */
const MEASURE_AFTER_MS = 250

/**
 * How far the reader is and how long the rest should take: at the speed measured so far, or
 * before there is one, at the connection's own estimate (`navigator.connection.downlink`, Mbit/s).
 */
export function readerProgress({ loaded, total, elapsedMs }: ReaderDownload, downlinkMbps?: number): ReaderProgress {
  if (!total) return { percent: 0 }
  const percent = Math.min(99, Math.floor((100 * loaded) / total))
  const measured = elapsedMs >= MEASURE_AFTER_MS && loaded > 0 ? loaded / (elapsedMs / 1000) : undefined
  const bytesPerSecond = measured ?? (downlinkMbps ? downlinkMbps * 125_000 : undefined)
  return bytesPerSecond ? { percent, secondsLeft: Math.ceil((total - loaded) / bytesPerSecond) } : { percent }
}
