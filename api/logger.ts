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

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const emit = (lvl: 'info' | 'error', event: string, fields: LogFields = {}) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, event, ...fields })}\n`)
  return {
    info: (event, fields) => {
      if (level === 'info') emit('info', event, fields)
    },
    error: (event, fields) => {
      if (level !== 'silent') emit('error', event, fields)
    },
  }
}
