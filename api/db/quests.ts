import type { QuestKind, QuestRewardContext } from '../../domain/quests.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'
import { referralPoints } from '../services/points-settings.ts'

/** What the rewards depend on: the member's tier, which brands run the milestone campaign, and the referral points now. */
export async function rewardContext(db: Database, memberId: number): Promise<QuestRewardContext> {
  const [member, brands, referral] = await Promise.all([
    db.selectFrom('members').select('tier').where('id', '=', memberId).executeTakeFirstOrThrow(),
    db.selectFrom('brands').select('name').where('milestoneCampaign', '=', 1).orderBy('name').execute(),
    referralPoints(db),
  ])
  return { tier: member.tier, milestoneBrands: brands.map((b) => b.name), referrerPoints: referral[member.tier].referrer }
}

/** Which quest kinds the member has done, each read from the table that records it. */
export async function doneKinds(db: Database, memberId: number): Promise<Set<QuestKind>> {
  const found = (row: Promise<unknown>) => row.then((r) => r !== undefined)
  const [scanned, uploaded, baby, referred, member] = await Promise.all([
    found(db.selectFrom('uniqueCodes').select('code').where('scannedBy', '=', memberId).limit(1).executeTakeFirst()),
    found(db.selectFrom('receipts').select('id').where('memberId', '=', memberId).limit(1).executeTakeFirst()),
    found(db.selectFrom('babies').select('id').where('memberId', '=', memberId).limit(1).executeTakeFirst()),
    found(db.selectFrom('referrals').select('id').where('referrerId', '=', memberId).limit(1).executeTakeFirst()),
    db.selectFrom('members').select('forceUpdated').where('id', '=', memberId).executeTakeFirstOrThrow(),
  ])
  const done: [QuestKind, boolean][] = [
    ['scanCode', scanned],
    ['uploadReceipt', uploaded],
    ['addBaby', baby],
    ['referFriend', referred],
    ['completeProfile', member.forceUpdated === 1],
  ]
  return new Set(done.filter(([, yes]) => yes).map(([kind]) => kind))
}

/** The active quest groups with their quests, in their order. */
export async function activeQuestGroups(db: Database) {
  const groups = await db.selectFrom('questGroups').selectAll().where('active', '=', 1).orderBy('position').orderBy('id').execute()
  const quests = await db.selectFrom('quests').selectAll().orderBy('position').orderBy('id').execute()
  return groups.map((g) => ({
    id: g.id,
    title: localized(g, 'title'),
    quests: quests
      .filter((q) => q.groupId === g.id)
      .map((q) => ({ id: q.id, kind: q.kind, title: localized(q, 'title'), description: localized(q, 'description'), path: q.path })),
  }))
}
