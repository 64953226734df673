import { randomInt } from 'node:crypto'

/** Symbols people read out and type without confusing them: no 0/O, 1/I/L, or U. */
const READABLE = '23456789ABCDEFGHJKMNPQRSTVWXYZ'

/** `length` uniformly random readable symbols, e.g. for referral and voucher codes. */
export function randomSymbols(length: number): string {
  return Array.from({ length }, () => READABLE[randomInt(READABLE.length)]).join('')
}
