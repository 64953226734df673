import type { Migration } from 'kysely'
import * as foundation from './0001-foundation.ts'
import * as catalogue from './0002-catalogue.ts'
import * as content from './0003-content.ts'
import * as pointChart from './0004-point-chart.ts'
import * as identity from './0005-identity.ts'
import * as codes from './0006-codes.ts'
import * as receipts from './0007-receipts.ts'
import * as tierHistory from './0008-tier-history.ts'
import * as profile from './0009-profile.ts'
import * as quests from './0010-quests.ts'
import * as otpSends from './0011-otp-sends.ts'
import * as emailQueue from './0012-email-queue.ts'
import * as signInLocks from './0013-sign-in-locks.ts'
import * as emailProof from './0014-email-proof.ts'
import * as idempotencyPurge from './0015-idempotency-purge.ts'
import * as codeBatchFailures from './0016-code-batch-failures.ts'
import * as inbox from './0017-inbox.ts'
import * as otpNumbers from './0018-otp-numbers.ts'
import * as areaNames from './0019-area-names.ts'
import * as questRewards from './0020-quest-rewards.ts'
import * as rateLimits from './0021-rate-limits.ts'
import * as batchClaims from './0022-batch-claims.ts'
import * as pointShop from './0023-point-shop.ts'
import * as vouchers from './0024-vouchers.ts'
import * as freeSamples from './0025-free-samples.ts'
import * as adminAudit from './0026-admin-audit.ts'
import * as articles from './0027-articles.ts'
import * as charity from './0028-charity.ts'
import * as mysteryBox from './0029-mystery-box.ts'
import * as contests from './0030-contests.ts'
import * as adminAccounts from './0031-admin-accounts.ts'
import * as massCredit from './0032-mass-credit.ts'
import * as promoters from './0033-promoters.ts'
import * as fraudSignals from './0034-fraud-signals.ts'
import * as overviewIndexes from './0035-overview-indexes.ts'
import * as reportIndexes from './0036-report-indexes.ts'
import * as bulkUsers from './0037-bulk-users.ts'
import * as socialLogin from './0038-social-login.ts'
import * as partnerSignOn from './0039-partner-sign-on.ts'
import * as membershipEnd from './0040-membership-end.ts'
import * as tracking from './0041-tracking.ts'
import * as pointRecordPages from './0042-point-record-pages.ts'

/** Every migration, in order. Names are permanent: add new ones at the end, never edit old ones. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-catalogue': catalogue,
  '0003-content': content,
  '0004-point-chart': pointChart,
  '0005-identity': identity,
  '0006-codes': codes,
  '0007-receipts': receipts,
  '0008-tier-history': tierHistory,
  '0009-profile': profile,
  '0010-quests': quests,
  '0011-otp-sends': otpSends,
  '0012-email-queue': emailQueue,
  '0013-sign-in-locks': signInLocks,
  '0014-email-proof': emailProof,
  '0015-idempotency-purge': idempotencyPurge,
  '0016-code-batch-failures': codeBatchFailures,
  '0017-inbox': inbox,
  '0018-otp-numbers': otpNumbers,
  '0019-area-names': areaNames,
  '0020-quest-rewards': questRewards,
  '0021-rate-limits': rateLimits,
  '0022-batch-claims': batchClaims,
  '0023-point-shop': pointShop,
  '0024-vouchers': vouchers,
  '0025-free-samples': freeSamples,
  '0026-admin-audit': adminAudit,
  '0027-articles': articles,
  '0028-charity': charity,
  '0029-mystery-box': mysteryBox,
  '0030-contests': contests,
  '0031-admin-accounts': adminAccounts,
  '0032-mass-credit': massCredit,
  '0033-promoters': promoters,
  '0034-fraud-signals': fraudSignals,
  '0035-overview-indexes': overviewIndexes,
  '0036-report-indexes': reportIndexes,
  '0037-bulk-users': bulkUsers,
  '0038-social-login': socialLogin,
  '0039-partner-sign-on': partnerSignOn,
  '0040-membership-end': membershipEnd,
  '0041-tracking': tracking,
  '0042-point-record-pages': pointRecordPages,
}
