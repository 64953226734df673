import type { LogLevel } from './config.ts'

export type LogFields = Record<string, string | number | boolean | null | undefined>

/**
 * Structured logs, one JSON object a line. Callers pass named fields, never request bodies or
 * headers, so passwords, tokens and OTPs have no way in.
 */
export interface Logger {
  info(event: string, fields?: LogFields): void
  error(event: string, fields?: LogFields): void
}

/** Takes each line; `urgent` (errors) asks for it to be written at once. */
export type LogWriter = (line: string, urgent: boolean) => void

export function createLogger(level: LogLevel, write: LogWriter = (l) => process.stdout.write(l)): Logger {
  const emit = (lvl: 'info' | 'error', event: string, fields: LogFields = {}) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, event, ...fields })}\n`, lvl === 'error')
  return {
    info: (event, fields) => {
      if (level === 'info') emit('info', event, fields)
    },
    error: (event, fields) => {
      if (level !== 'silent') emit('error', event, fields)
    },
  }
}

/** How long a log line may wait to be written with the others of that moment. */
const BATCH_MS = 10

/**
 * Log lines gathered and written in one call every BATCH_MS: stdout to a file or a pipe is a
 * synchronous write, and one per request cost more than the rest of a light request (one per turn
 * of the event loop still cost a few percent under load). An urgent line goes out at once, after
 * those waiting before it. `flush` writes what is waiting, for exit.
 */
export function batchedOutput(out: (chunk: string) => void = (chunk) => process.stdout.write(chunk)) {
  let waiting = ''
  let scheduled = false
  const flush = () => {
    scheduled = false
    if (!waiting) return
    const chunk = waiting
    waiting = ''
    out(chunk)
  }
  const write: LogWriter = (line, urgent) => {
    waiting += line
    if (urgent) flush()
    else if (!scheduled) {
      scheduled = true
      setTimeout(flush, BATCH_MS)
    }
  }
  return { write, flush }
}
