/** Five wrong passwords in a row lock sign-in for 30 minutes (spec 1 §8), for members and admins alike. */
export const MAX_FAILED_SIGNINS = 5
export const SIGNIN_LOCK_MINUTES = 30

export function isLocked(lockedUntil: string | null, at: Date): boolean {
  return lockedUntil !== null && lockedUntil > at.toISOString()
}

/** The counters after one more wrong password; the fifth locks and starts the count again. */
export function afterWrongPassword(failedLogins: number, at: Date): { failedLogins: number; lockedUntil: string | null; locked: boolean } {
  const failures = failedLogins + 1
  if (failures < MAX_FAILED_SIGNINS) return { failedLogins: failures, lockedUntil: null, locked: false }
  return { failedLogins: 0, lockedUntil: new Date(at.getTime() + SIGNIN_LOCK_MINUTES * 60_000).toISOString(), locked: true }
}
