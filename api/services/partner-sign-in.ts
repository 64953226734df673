import { MAX_FAILED_SIGNINS } from '../../domain/identity-rules.ts'
import type { PartnerConfig } from '../config.ts'
import type { Database } from '../db/connection.ts'
import type { Logger } from '../logger.ts'
import { checkPartnerPassword, type PartnerCheck } from './partner-api.ts'
import { attemptOutcome, clearSignInAttempts, countSignInAttempt, forgetSignInAttempt, type SignInSubject } from './password-sign-in.ts'

export type PartnerSignIn = PartnerCheck | { outcome: 'locked' }

/**
 * A partner mall password checked under the club's sign-in lock, as a club password is
 * (decision 49): the attempt counts first, 5 wrong lock for 30 minutes and a locked account is not
 * asked about. An outage is no wrong password: it takes its attempt back, so it never locks anyone.
 */
export async function partnerSignIn(
  deps: { db: Database; logger: Logger },
  partner: PartnerConfig,
  subject: SignInSubject,
  email: string,
  password: string,
  at: Date,
): Promise<PartnerSignIn> {
  const attempt = await countSignInAttempt(deps.db, subject, at)
  if (attempt > MAX_FAILED_SIGNINS) return { outcome: 'locked' }
  const check = await checkPartnerPassword(partner, deps.logger, email, password)
  if (check.outcome === 'ok') await clearSignInAttempts(deps.db, subject)
  else if (check.outcome === 'unavailable') await forgetSignInAttempt(deps.db, subject)
  else if (attemptOutcome(attempt) === 'locked') return { outcome: 'locked' }
  return check
}
