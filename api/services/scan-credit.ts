import type { CodeRefusalReason } from '../../domain/fraud-signals.ts'
import { MILESTONE_VOUCHERS, scanPoints } from '../../domain/points.ts'
import type { ScanCredit } from '../../domain/scan.ts'
import type { Database } from '../db/connection.ts'
import { postInboxMessage } from '../db/inbox.ts'
import { grantBoxes } from '../db/mystery-box.ts'
import { tierOfMember } from '../db/members.ts'
import { claimCode, codesScannedBefore, codeToCredit } from '../db/unique-codes.ts'
import { ApiError } from '../http/api-error.ts'
import { appendToLedger } from './ledger.ts'
import { isDoublePointDay, tierMultiplier } from './points-settings.ts'
import { awardMilestoneVoucher } from './vouchers.ts'

/**
 * A refused code with the reason the member is not told (unknown and taken codes answer alike), for
 * the back office's log of refusals (db/fraud-signals.ts).
 */
export class CodeRefusal extends ApiError {
  readonly reason: CodeRefusalReason

  constructor(reason: CodeRefusalReason) {
    super(422, reason === 'format' ? 'codeFormat' : 'codeInvalid')
    this.reason = reason
  }
}

/** Where a submission came from: the client's network and the browser's device cookie, when known. */
export interface ScanOrigin {
  network: string | null
  device: string | null
}

/** The credit before the new balance is added. `foundScanned` counts the milestone-brand codes registered before this one (spec: prior found count). */
export type CodeCredit = Omit<ScanCredit, 'totalPoints'>

/**
 * Credits one unique code to a member, inside the caller's write transaction: the code is claimed
 * by a conditional update, so however many requests race for it exactly one wins; the points go
 * through the ledger keyed by the code, and a mystery box of each running campaign comes with it,
 * keyed by the code too. Unknown, inactive and other members' codes get one answer, so nobody can
 * probe which codes exist. The claim records where the code came from, in the same statement.
 */
export async function creditCode(trx: Database, memberId: number, code: string, at: Date, origin: ScanOrigin): Promise<CodeCredit> {
  const found = await codeToCredit.first(trx, { code })
  if (found?.scannedBy === memberId) throw new ApiError(409, 'codeAlreadyRegistered')
  if (!found) throw new CodeRefusal('unknown')
  if (found.scannedBy !== null) throw new CodeRefusal('taken')
  if (!found.active || found.status !== 'done') throw new CodeRefusal('inactive')

  const claim = { code, memberId, at: at.toISOString(), scanNetwork: origin.network, scanDevice: origin.device }
  if ((await claimCode.changed(trx, claim)) !== 1) throw new CodeRefusal('taken')

  const prior = (await codesScannedBefore.first(trx, { memberId, code }))!
  const member = (await tierOfMember.first(trx, { memberId }))!
  const brandRunsMilestones = found.milestoneCampaign === 1
  const priorMilestoneCodes = Number(prior.milestone ?? 0)
  const { points, milestone } = scanPoints({
    basePoints: found.points,
    brandRunsMilestones,
    priorMilestoneCodes,
    priorCodes: Number(prior.all),
    tier: member.tier,
    isDoublePointDay: await isDoublePointDay(trx, at),
    tierMultiplier: await tierMultiplier(trx, member.tier),
  })
  await appendToLedger(trx, { memberId, points, source: 'scan', reference: code, at })

  let voucher: CodeCredit['voucher'] = null
  if (milestone && MILESTONE_VOUCHERS[milestone]) {
    const won = await awardMilestoneVoucher(trx, memberId, milestone, at)
    voucher = { name: won.name, code: won.code }
    await postInboxMessage(trx, memberId, { kind: 'milestoneVoucher', params: { ringgit: won.valueSen / 100, codes: milestone, code: won.code } }, at)
  }
  const mysteryBoxes = await grantBoxes(trx, memberId, 'code', code, at)
  return {
    points,
    code_group: found.batchId,
    brand: found.brand,
    format: found.format,
    size: found.size,
    foundScanned: brandRunsMilestones ? priorMilestoneCodes : Number(prior.all),
    milestone,
    voucher,
    mysteryBoxes,
  }
}
