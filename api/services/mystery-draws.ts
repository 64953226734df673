import { createHmac, randomBytes } from 'node:crypto'
import { type AdminMysteryDraw, businessWeekBounds, isMonday } from '../../domain/mystery-box.ts'
import type { Database } from '../db/connection.ts'
import { adminDraws, campaignById, drawEntries, drawExists, drawRow, insertDraw } from '../db/mystery-box.ts'
import { inTransaction } from '../db/transaction.ts'
import type { SessionAdmin } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { recordAudit } from './audit.ts'

export interface DrawEntry {
  id: number
  memberId: number
}

/**
 * The winners of a draw, from its seed alone: every entry (a box) gets HMAC-SHA256(seed, box id);
 * entries in that order, ties by id, give the winners, a member winning at most once. The same seed
 * and entries always give the same winners, so a recorded draw can be re-run to check it.
 */
export function pickWinners(seed: string, entries: readonly DrawEntry[], places: number): DrawEntry[] {
  const key = Buffer.from(seed, 'hex')
  const ranked = entries
    .map((entry) => ({ entry, rank: createHmac('sha256', key).update(String(entry.id)).digest('hex') }))
    .sort((a, b) => a.rank.localeCompare(b.rank) || a.entry.id - b.entry.id)
  const winners: DrawEntry[] = []
  const members = new Set<number>()
  for (const { entry } of ranked) {
    if (winners.length === places) break
    if (members.has(entry.memberId)) continue
    members.add(entry.memberId)
    winners.push(entry)
  }
  return winners
}

export type DrawRequest = { campaignId: number; kind: 'weekly'; week: string } | { campaignId: number; kind: 'grand' }

/**
 * Runs a campaign's weekly draw (a Malaysian week from Monday 00:00, within the campaign) or its
 * grand draw (the whole campaign), once the period is over so no box can join it later. A period
 * is drawn once. The seed is 32 fresh random bytes, recorded with the winners and the audit entry
 * in one transaction.
 */
export async function runDraw(db: Database, request: DrawRequest, admin: SessionAdmin, at: Date): Promise<AdminMysteryDraw> {
  const id = await inTransaction(db, async (trx) => {
    const campaign = await campaignById(trx, request.campaignId)
    if (!campaign) throw new ApiError(404, 'mysteryCampaignNotFound')
    const period = request.kind === 'grand' ? { from: new Date(campaign.startsAt), to: new Date(campaign.endsAt) } : weekWithin(request.week, campaign)
    if (period.to.getTime() > at.getTime()) throw new ApiError(409, 'mysteryDrawPeriodOpen')
    const [from, to] = [period.from.toISOString(), period.to.toISOString()]
    if (await drawExists(trx, campaign.id, request.kind, from)) throw new ApiError(409, 'mysteryDrawDone')
    const entries = await drawEntries(trx, campaign.id, from, to)
    if (!entries.length) throw new ApiError(422, 'mysteryDrawNoEntries')
    const places = request.kind === 'grand' ? campaign.grandWinners : campaign.weeklyWinners
    const seed = randomBytes(32).toString('hex')
    const winners = pickWinners(seed, entries, places).map((w) => ({ boxId: w.id, memberId: w.memberId }))
    const drawId = await insertDraw(trx, { campaignId: campaign.id, kind: request.kind, periodStart: from, periodEnd: to, seed, entries: entries.length, places, admin, winners }, at)
    const [draw] = await adminDraws(trx, { id: drawId })
    await recordAudit(trx, { admin, entity: 'mysteryDraw', verb: request.kind, entityId: drawId, before: null, after: draw, at })
    return drawId
  })
  return (await adminDraws(db, { id }))[0]!
}

/** A weekly draw's period: the Malaysian week from Monday `week`, which must meet the campaign's dates. */
function weekWithin(week: string, campaign: { startsAt: string; endsAt: string }): { from: Date; to: Date } {
  if (!isMonday(week)) throw new ApiError(422, 'mysteryDrawNotMonday')
  const bounds = businessWeekBounds(week)
  if (bounds.to.getTime() <= Date.parse(campaign.startsAt) || bounds.from.getTime() >= Date.parse(campaign.endsAt)) throw new ApiError(422, 'mysteryDrawOutsideCampaign')
  return bounds
}

/** Draws a recorded draw again from its seed and its period's boxes: the winners it gives, and whether they are the recorded ones. */
export async function rerunDraw(db: Database, drawId: number): Promise<{ draw: AdminMysteryDraw; winners: { boxId: number; memberId: number }[]; same: boolean }> {
  const row = await drawRow(db, drawId)
  if (!row) throw new ApiError(404, 'mysteryDrawNotFound')
  const draw = (await adminDraws(db, { id: drawId }))[0]!
  const entries = await drawEntries(db, row.campaignId, row.periodStart, row.periodEnd)
  const winners = pickWinners(row.seed, entries, row.places).map((w) => ({ boxId: w.id, memberId: w.memberId }))
  const same = entries.length === row.entries && JSON.stringify(winners) === JSON.stringify(draw.winners.map((w) => ({ boxId: w.boxId, memberId: w.memberId })))
  return { draw, winners, same }
}
