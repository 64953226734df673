import { businessDate } from '../../domain/business-time.ts'
import type {
  AdminMysteryCampaign,
  AdminMysteryDraw,
  AdminMysteryPrize,
  MysteryBox,
  MysteryBoxSource,
  MysteryCampaign,
  MysteryCampaignFields,
  MysteryDrawKind,
  MysteryEntry,
  MysteryPrizeKind,
} from '../../domain/mystery-box.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'
import type { Flag } from './schema.ts'

/** Mystery-box queries (domain/mystery-box.ts): campaigns, prizes, boxes and draws. */

// ---- Boxes ----

/**
 * Gives the member one box of every campaign running at `at` for this code or receipt. The unique
 * key (campaign, source, reference) makes a second call for the same one give nothing: a replayed
 * scan or a retried approval. Answers how many boxes were given.
 */
export async function grantBoxes(trx: Database, memberId: number, source: MysteryBoxSource, reference: string, at: Date): Promise<number> {
  const now = at.toISOString()
  const given = await trx
    .insertInto('mysteryBoxes')
    .columns(['memberId', 'campaignId', 'source', 'reference', 'grantedAt'])
    .expression((eb) =>
      eb
        .selectFrom('mysteryCampaigns')
        .select([eb.val(memberId).as('memberId'), 'id', eb.val(source).as('source'), eb.val(reference).as('reference'), eb.val(now).as('grantedAt')])
        .where('active', '=', 1)
        .where('startsAt', '<=', now)
        .where('endsAt', '>', now),
    )
    .onConflict((oc) => oc.columns(['campaignId', 'source', 'reference']).doNothing())
    .returning('id')
    .execute()
  return given.length
}

export async function memberBox(db: Database, memberId: number, boxId: number) {
  return db.selectFrom('mysteryBoxes').select(['id', 'campaignId', 'openedAt']).where('id', '=', boxId).where('memberId', '=', memberId).executeTakeFirst()
}

/** Records what a box drew, if it is still closed: one conditional update, so a box opens once. */
export async function markBoxOpened(trx: Database, boxId: number, won: { prizeId: number; points: number | null; memberVoucherId: number | null }, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable('mysteryBoxes')
    .set({ openedAt: at.toISOString(), ...won })
    .where('id', '=', boxId)
    .where('openedAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

// ---- Prizes ----

export async function campaignPrizes(db: Database, campaignId: number) {
  return db
    .selectFrom('mysteryPrizes')
    .select(['id', 'kind', 'points', 'voucherTypeId', 'weight', 'stock', 'given'])
    .where('campaignId', '=', campaignId)
    .orderBy('id')
    .execute()
}

/** Takes one of a prize's stock if any is left: a conditional update, so stock never goes below zero however many race. */
export async function takePrize(trx: Database, prizeId: number, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable('mysteryPrizes')
    .set((eb) => ({ given: eb('given', '+', 1), updatedAt: at.toISOString() }))
    .where('id', '=', prizeId)
    .whereRef('given', '<', 'stock')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

// ---- Member view ----

const campaignOf = (r: { id: number; nameEn: string; nameBm: string; startsAt: string; endsAt: string }): MysteryCampaign => ({
  id: r.id,
  name: localized(r, 'name'),
  startsAt: r.startsAt,
  endsAt: r.endsAt,
})

/** Campaigns running at `at`, the soonest to end first. */
export async function runningCampaigns(db: Database, at: Date): Promise<MysteryCampaign[]> {
  const now = at.toISOString()
  const rows = await db
    .selectFrom('mysteryCampaigns')
    .select(['id', 'nameEn', 'nameBm', 'startsAt', 'endsAt'])
    .where('active', '=', 1)
    .where('startsAt', '<=', now)
    .where('endsAt', '>', now)
    .orderBy('endsAt')
    .orderBy('id')
    .execute()
  return rows.map(campaignOf)
}

/** The member's closed boxes, oldest first. */
export async function closedBoxes(db: Database, memberId: number): Promise<MysteryBox[]> {
  const rows = await db
    .selectFrom('mysteryBoxes as b')
    .innerJoin('mysteryCampaigns as c', 'c.id', 'b.campaignId')
    .select(['b.id as boxId', 'b.source', 'b.grantedAt', 'c.id', 'c.nameEn', 'c.nameBm', 'c.startsAt', 'c.endsAt'])
    .where('b.memberId', '=', memberId)
    .where('b.openedAt', 'is', null)
    .orderBy('b.grantedAt')
    .orderBy('b.id')
    .execute()
  return rows.map((r) => ({ id: r.boxId, source: r.source, grantedAt: r.grantedAt, campaign: campaignOf(r) }))
}

/** One opened box as the history lists it. */
export async function openedBoxEntry(db: Database, boxId: number): Promise<MysteryEntry | undefined> {
  return (await openedEntries(db, { boxId }))[0]
}

async function openedEntries(db: Database, by: { memberId?: number; boxId?: number }): Promise<MysteryEntry[]> {
  let query = db
    .selectFrom('mysteryBoxes as b')
    .innerJoin('mysteryPrizes as p', 'p.id', 'b.prizeId')
    .leftJoin('memberVouchers as v', 'v.id', 'b.memberVoucherId')
    .select(['b.id', 'b.openedAt', 'b.points', 'p.kind', 'p.nameEn', 'p.nameBm', 'p.image', 'v.code', 'v.expiresOn'])
    .where('b.openedAt', 'is not', null)
  if (by.memberId !== undefined) query = query.where('b.memberId', '=', by.memberId)
  if (by.boxId !== undefined) query = query.where('b.id', '=', by.boxId)
  const rows = await query.execute()
  return rows.map((r) => ({
    createdAt: r.openedAt!,
    type: r.kind === 'points' ? ('POINTS' as const) : ('VOUCHER' as const),
    name: localized(r, 'name'),
    image: r.image,
    points: r.points,
    voucher: r.code ? { code: r.code, expiresOn: r.expiresOn ?? '' } : null,
    draw: null,
  }))
}

/** The draws the member won, as history entries: the draw's prize text, its kind and the Malaysian days it covered. */
async function drawWins(db: Database, memberId: number): Promise<MysteryEntry[]> {
  const rows = await db
    .selectFrom('mysteryDrawWinners as w')
    .innerJoin('mysteryDraws as d', 'd.id', 'w.drawId')
    .innerJoin('mysteryCampaigns as c', 'c.id', 'd.campaignId')
    .select(['d.kind', 'd.periodStart', 'd.periodEnd', 'd.drawnAt', 'c.weeklyPrizeEn', 'c.weeklyPrizeBm', 'c.grandPrizeEn', 'c.grandPrizeBm'])
    .where('w.memberId', '=', memberId)
    .execute()
  return rows.map((r) => ({
    createdAt: r.drawnAt,
    type: 'DRAW' as const,
    name: r.kind === 'weekly' ? localized(r, 'weeklyPrize') : localized(r, 'grandPrize'),
    image: '',
    points: null,
    voucher: null,
    draw: { kind: r.kind, from: businessDate(new Date(r.periodStart)), to: businessDate(new Date(Date.parse(r.periodEnd) - 1)) },
  }))
}

/** The member's history: opened boxes and draw wins, newest first. */
export async function mysteryHistory(db: Database, memberId: number): Promise<MysteryEntry[]> {
  const entries = [...(await openedEntries(db, { memberId })), ...(await drawWins(db, memberId))]
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

// ---- Back office: campaigns and prizes ----

export async function adminCampaigns(db: Database, id?: number): Promise<AdminMysteryCampaign[]> {
  let query = db
    .selectFrom('mysteryCampaigns as c')
    .selectAll('c')
    .select((eb) => [
      eb.selectFrom('mysteryBoxes').select(eb.fn.countAll<number>().as('n')).whereRef('mysteryBoxes.campaignId', '=', 'c.id').as('boxes'),
      eb.selectFrom('mysteryBoxes').select(eb.fn.countAll<number>().as('n')).whereRef('mysteryBoxes.campaignId', '=', 'c.id').where('openedAt', 'is not', null).as('opened'),
    ])
  if (id !== undefined) query = query.where('c.id', '=', id)
  const rows = await query.orderBy('c.startsAt', 'desc').orderBy('c.id', 'desc').execute()
  return rows.map(({ createdAt: _, boxes, opened, active, ...r }) => ({ ...r, active: active === 1, boxes: Number(boxes ?? 0), opened: Number(opened ?? 0) }))
}

const campaignRow = (f: MysteryCampaignFields) => ({
  ...f,
  startsAt: new Date(f.startsAt).toISOString(),
  endsAt: new Date(f.endsAt).toISOString(),
  active: (f.active ? 1 : 0) as Flag,
})

export async function insertCampaign(trx: Database, fields: MysteryCampaignFields, at: Date): Promise<number> {
  const now = at.toISOString()
  const { id } = await trx
    .insertInto('mysteryCampaigns')
    .values({ ...campaignRow(fields), createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function updateCampaign(trx: Database, id: number, fields: MysteryCampaignFields, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable('mysteryCampaigns')
    .set({ ...campaignRow(fields), updatedAt: at.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function adminPrizes(db: Database, by: { campaignId?: number; id?: number }): Promise<AdminMysteryPrize[]> {
  let query = db
    .selectFrom('mysteryPrizes as p')
    .leftJoin('voucherTypes as t', 't.id', 'p.voucherTypeId')
    .selectAll('p')
    .select('t.name as voucherTypeName')
  if (by.campaignId !== undefined) query = query.where('p.campaignId', '=', by.campaignId)
  if (by.id !== undefined) query = query.where('p.id', '=', by.id)
  const rows = await query.orderBy('p.id').execute()
  return rows.map(({ createdAt: _, ...r }) => r)
}

export interface PrizeRow {
  kind: MysteryPrizeKind
  points: number | null
  voucherTypeId: number | null
  nameEn: string
  nameBm: string
  image?: string
  weight: number
  stock: number
}

export async function insertPrize(trx: Database, campaignId: number, prize: PrizeRow & { image: string }, at: Date): Promise<number> {
  const now = at.toISOString()
  const { id } = await trx
    .insertInto('mysteryPrizes')
    .values({ ...prize, campaignId, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Edits a prize; its stock only where it stays at or above what was given (checked by the update itself, so no opening races past it). */
export async function updatePrize(trx: Database, id: number, prize: PrizeRow, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable('mysteryPrizes')
    .set({ ...prize, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .where('given', '<=', prize.stock)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

// ---- Back office: draws ----

export async function campaignById(db: Database, id: number) {
  return db.selectFrom('mysteryCampaigns').selectAll().where('id', '=', id).executeTakeFirst()
}

/** A period's entries: its boxes, one entry each, in the order they were given (by id). */
export async function drawEntries(db: Database, campaignId: number, from: string, to: string) {
  return db
    .selectFrom('mysteryBoxes')
    .select(['id', 'memberId'])
    .where('campaignId', '=', campaignId)
    .where('grantedAt', '>=', from)
    .where('grantedAt', '<', to)
    .orderBy('id')
    .execute()
}

export async function drawExists(db: Database, campaignId: number, kind: MysteryDrawKind, periodStart: string): Promise<boolean> {
  const row = await db.selectFrom('mysteryDraws').select('id').where('campaignId', '=', campaignId).where('kind', '=', kind).where('periodStart', '=', periodStart).executeTakeFirst()
  return row !== undefined
}

export interface NewDraw {
  campaignId: number
  kind: MysteryDrawKind
  periodStart: string
  periodEnd: string
  seed: string
  entries: number
  places: number
  admin: { id: number; username: string }
  winners: { boxId: number; memberId: number }[]
}

export async function insertDraw(trx: Database, d: NewDraw, at: Date): Promise<number> {
  const { id } = await trx
    .insertInto('mysteryDraws')
    .values({
      campaignId: d.campaignId,
      kind: d.kind,
      periodStart: d.periodStart,
      periodEnd: d.periodEnd,
      seed: d.seed,
      entries: d.entries,
      places: d.places,
      drawnAt: at.toISOString(),
      adminId: d.admin.id,
      adminUsername: d.admin.username,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (d.winners.length) {
    await trx
      .insertInto('mysteryDrawWinners')
      .values(d.winners.map((w, i) => ({ drawId: id, position: i + 1, boxId: w.boxId, memberId: w.memberId })))
      .execute()
  }
  return id
}

export async function drawRow(db: Database, id: number) {
  return db.selectFrom('mysteryDraws').selectAll().where('id', '=', id).executeTakeFirst()
}

/** A campaign's draws (or one), newest first, with their winners in order. */
export async function adminDraws(db: Database, by: { campaignId?: number; id?: number }): Promise<AdminMysteryDraw[]> {
  let query = db.selectFrom('mysteryDraws').selectAll()
  if (by.campaignId !== undefined) query = query.where('campaignId', '=', by.campaignId)
  if (by.id !== undefined) query = query.where('id', '=', by.id)
  const draws = await query.orderBy('drawnAt', 'desc').orderBy('id', 'desc').execute()
  if (!draws.length) return []
  const winners = await db
    .selectFrom('mysteryDrawWinners as w')
    .innerJoin('members as m', 'm.id', 'w.memberId')
    .select(['w.drawId', 'w.position', 'w.boxId', 'w.memberId', 'm.name', 'm.number'])
    .where(
      'w.drawId',
      'in',
      draws.map((d) => d.id),
    )
    .orderBy('w.drawId')
    .orderBy('w.position')
    .execute()
  return draws.map((d) => ({
    id: d.id,
    campaignId: d.campaignId,
    kind: d.kind,
    periodStart: d.periodStart,
    periodEnd: d.periodEnd,
    seed: d.seed,
    entries: d.entries,
    drawnAt: d.drawnAt,
    admin: d.adminUsername,
    winners: winners.filter((w) => w.drawId === d.id).map(({ drawId: _, ...w }) => w),
  }))
}

