import { type ExpressionBuilder, sql } from 'kysely'
import { businessDate } from '../../domain/business-time.ts'
import { type AdminVoucherType, defaultExpiry, expiryFor, type UserVoucher, type VoucherOffer } from '../../domain/vouchers.ts'
import { type Database, engineOf } from './connection.ts'
import type { DB, Flag } from './schema.ts'

/** E-voucher queries (domain/vouchers.ts): types, their uploaded codes, and the vouchers members hold. */

/** How many codes of the type `t` still wait for a member. */
const waitingCodes = (eb: ExpressionBuilder<DB & { t: DB['voucherTypes'] }, 't'>) =>
  eb.selectFrom('voucherCodes').select(eb.fn.countAll<number>().as('n')).whereRef('voucherCodes.typeId', '=', 't.id').where('voucherCodes.memberVoucherId', 'is', null)

/** Shown, uploaded (not milestone) types with codes left, newest first, with the expiry a voucher redeemed on `today` gets. */
export async function voucherOffers(db: Database, today: string): Promise<VoucherOffer[]> {
  const rows = await db
    .selectFrom('voucherTypes as t')
    .select((eb) => ['t.id', 't.name', 't.imageUrl', 't.points', 't.valueSen', 't.expiresOn', waitingCodes(eb).as('available')])
    .where('t.active', '=', 1)
    .where('t.milestone', 'is', null)
    .orderBy('t.createdAt', 'desc')
    .orderBy('t.id', 'desc')
    .execute()
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      imageUrl: r.imageUrl,
      points: r.points,
      value: r.valueSen,
      available: Number(r.available ?? 0),
      expiresOn: expiryFor(r, today),
    }))
    .filter((offer) => offer.available > 0)
}

export async function voucherType(db: Database, id: number) {
  return db.selectFrom('voucherTypes').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function milestoneVoucherType(db: Database, milestone: number) {
  return db.selectFrom('voucherTypes').selectAll().where('milestone', '=', milestone).executeTakeFirst()
}

/**
 * The oldest code of a type still waiting for a member. On PostgreSQL it is locked, and codes other
 * transactions hold are skipped: members redeeming at once each take a different code instead of
 * colliding on one (SQLite runs one writer at a time, so there is nothing to skip).
 */
export async function nextWaitingCode(trx: Database, typeId: number) {
  return trx
    .selectFrom('voucherCodes')
    .select(['id', 'code'])
    .where('typeId', '=', typeId)
    .where('memberVoucherId', 'is', null)
    .orderBy('id')
    .limit(1)
    .$if(engineOf(trx) === 'postgres', (q) => q.forUpdate().skipLocked())
    .executeTakeFirst()
}

/**
 * Hands a waiting code to the member's new voucher: a conditional update, so a code goes to one
 * voucher only. False when another transaction took it first, which the engines rule out (SQLite
 * runs one writer; PostgreSQL at SERIALIZABLE aborts the second, and it is run again).
 */
export async function handOverCode(trx: Database, codeId: number, memberVoucherId: number): Promise<boolean> {
  const taken = await trx.updateTable('voucherCodes').set({ memberVoucherId }).where('id', '=', codeId).where('memberVoucherId', 'is', null).executeTakeFirst()
  return Number(taken.numUpdatedRows) === 1
}

export interface NewMemberVoucher {
  memberId: number
  typeId: number
  name: string
  valueSen: number
  points: number
  code: string
  source: 'milestone' | 'redeemed' | 'mysteryBox'
  reference: string
  expiresOn: string
  at: Date
}

export async function insertMemberVoucher(trx: Database, v: NewMemberVoucher): Promise<number> {
  const { id } = await trx
    .insertInto('memberVouchers')
    .values({
      memberId: v.memberId,
      typeId: v.typeId,
      name: v.name,
      valueSen: v.valueSen,
      points: v.points,
      code: v.code,
      source: v.source,
      reference: v.reference,
      expiresOn: v.expiresOn,
      usedAt: null,
      createdAt: v.at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

const userVoucherQuery = (db: Database) =>
  db
    .selectFrom('memberVouchers as v')
    .leftJoin('voucherTypes as t', 't.id', 'v.typeId')
    .select(['v.id', 'v.name', 'v.code', 'v.points', 'v.valueSen', 'v.usedAt', 'v.expiresOn', 'v.createdAt', 't.imageUrl', 't.milestone'])

type UserVoucherRow = Awaited<ReturnType<ReturnType<typeof userVoucherQuery>['execute']>>[number]

const userVoucher = (r: UserVoucherRow): UserVoucher => ({
  id: r.id,
  name: r.name,
  voucherImage: r.imageUrl ?? '',
  code: r.code,
  points: r.points,
  value: r.valueSen,
  used: r.usedAt !== null,
  usedAt: r.usedAt,
  expiresOn: r.expiresOn ?? defaultExpiry(businessDate(new Date(r.createdAt))),
  milestone: r.milestone ?? null,
  createdAt: r.createdAt,
})

/** The member's vouchers, newest first. */
export async function vouchersOf(db: Database, memberId: number): Promise<UserVoucher[]> {
  return (await userVoucherQuery(db).where('v.memberId', '=', memberId).orderBy('v.createdAt', 'desc').orderBy('v.id', 'desc').execute()).map(userVoucher)
}

/** One of the member's vouchers; undefined when it is not theirs. */
export async function memberVoucher(db: Database, memberId: number, id: number): Promise<UserVoucher | undefined> {
  const row = await userVoucherQuery(db).where('v.memberId', '=', memberId).where('v.id', '=', id).executeTakeFirst()
  return row && userVoucher(row)
}

/** Marks a voucher used if it is not yet: one conditional update, so it is used once however many ask. */
export async function markUsed(trx: Database, memberId: number, id: number, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable('memberVouchers')
    .set({ usedAt: at.toISOString() })
    .where('id', '=', id)
    .where('memberId', '=', memberId)
    .where('usedAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

// ---- Back office ----

/** Voucher types with their codes counted. Milestone types count the vouchers won as redeemed. */
export async function adminVoucherTypes(db: Database, id?: number): Promise<AdminVoucherType[]> {
  let query = db
    .selectFrom('voucherTypes as t')
    .selectAll('t')
    .select((eb) => [
      eb.selectFrom('voucherBatches').select(eb.fn.countAll<number>().as('n')).whereRef('voucherBatches.typeId', '=', 't.id').as('batch'),
      eb.selectFrom('voucherCodes').select(eb.fn.countAll<number>().as('n')).whereRef('voucherCodes.typeId', '=', 't.id').as('total'),
      waitingCodes(eb).as('available'),
      eb.selectFrom('memberVouchers').select(eb.fn.countAll<number>().as('n')).whereRef('memberVouchers.typeId', '=', 't.id').as('redeemed'),
      eb
        .selectFrom('memberVouchers')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('memberVouchers.typeId', '=', 't.id')
        .where('memberVouchers.usedAt', 'is not', null)
        .as('used'),
    ])
  if (id !== undefined) query = query.where('t.id', '=', id)
  const rows = await query.orderBy('t.createdAt', 'desc').orderBy('t.id', 'desc').execute()
  return rows.map((r) => ({
    id: r.id,
    itemId: r.itemId,
    name: r.name,
    value: r.valueSen,
    points: r.points,
    voucherImage: r.imageUrl,
    active: r.active === 1,
    expiresOn: r.expiresOn,
    milestone: r.milestone,
    batch: Number(r.batch ?? 0),
    total: Number(r.total ?? 0),
    available: Number(r.available ?? 0),
    redeemed: Number(r.redeemed ?? 0),
    used: Number(r.used ?? 0),
  }))
}

export async function insertVoucherType(
  db: Database,
  t: { itemId: string; name: string; valueSen: number; points: number; imageUrl: string; expiresOn: string | null },
  at: Date,
): Promise<number> {
  const now = at.toISOString()
  const { id } = await db
    .insertInto('voucherTypes')
    .values({ ...t, active: 1, milestone: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Flips a type's active flag; undefined when there is no such type. */
export async function toggleVoucherType(db: Database, id: number, at: Date): Promise<boolean | undefined> {
  const row = await db
    .updateTable('voucherTypes')
    .set({ active: sql<Flag>`1 - active`, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .returning('active')
    .executeTakeFirst()
  return row && row.active === 1
}

/** A type's batches, newest first, each with its codes counted. */
export async function voucherBatches(db: Database, typeId: number) {
  const rows = await db
    .selectFrom('voucherBatches as b')
    .select((eb) => [
      'b.id',
      'b.createdAt',
      'b.total',
      eb.selectFrom('voucherCodes').select(eb.fn.countAll<number>().as('n')).whereRef('voucherCodes.batchId', '=', 'b.id').where('memberVoucherId', 'is not', null).as('redeemed'),
      eb
        .selectFrom('voucherCodes')
        .innerJoin('memberVouchers', 'memberVouchers.id', 'voucherCodes.memberVoucherId')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('voucherCodes.batchId', '=', 'b.id')
        .where('memberVouchers.usedAt', 'is not', null)
        .as('used'),
    ])
    .where('b.typeId', '=', typeId)
    .orderBy('b.createdAt', 'desc')
    .orderBy('b.id', 'desc')
    .execute()
  return rows.map((r) => {
    const redeemed = Number(r.redeemed ?? 0)
    return { id: r.id, createdAt: r.createdAt, total: r.total, redeemed, used: Number(r.used ?? 0), available: r.total - redeemed }
  })
}

export async function batchExists(db: Database, id: number): Promise<boolean> {
  return (await db.selectFrom('voucherBatches').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}

/** A batch's codes in upload order, with status and holder. */
export async function batchVouchers(db: Database, batchId: number) {
  const rows = await db
    .selectFrom('voucherCodes as c')
    .leftJoin('memberVouchers as v', 'v.id', 'c.memberVoucherId')
    .leftJoin('members as m', 'm.id', 'v.memberId')
    .select(['c.code', 'c.createdAt', 'v.createdAt as redeemedAt', 'v.usedAt', 'm.name', 'm.number', 'm.email'])
    .where('c.batchId', '=', batchId)
    .orderBy('c.id')
    .execute()
  return rows.map((r) => ({
    code: r.code,
    status: r.usedAt ? ('used' as const) : r.redeemedAt ? ('redeemed' as const) : ('available' as const),
    createdAt: r.createdAt,
    updatedAt: r.usedAt ?? r.redeemedAt ?? r.createdAt,
    name: r.name,
    number: r.number,
    email: r.email,
  }))
}

/** Of `codes`, those already held by the club: uploaded before, or made for a milestone. */
export async function existingCodes(db: Database, codes: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  // Chunks keep each statement under the engines' parameter limits.
  for (let first = 0; first < codes.length; first += 500) {
    const chunk = codes.slice(first, first + 500)
    for (const r of await db.selectFrom('voucherCodes').select('code').where('code', 'in', chunk).execute()) found.add(r.code)
    for (const r of await db.selectFrom('memberVouchers').select('code').where('code', 'in', chunk).execute()) found.add(r.code)
  }
  return found
}

/** Writes a batch and its codes; the caller's transaction makes it all or nothing. */
export async function insertBatch(trx: Database, typeId: number, codes: string[], adminId: number, at: Date): Promise<number> {
  const createdAt = at.toISOString()
  const { id } = await trx.insertInto('voucherBatches').values({ typeId, total: codes.length, adminId, createdAt }).returning('id').executeTakeFirstOrThrow()
  for (let first = 0; first < codes.length; first += 500) {
    await trx
      .insertInto('voucherCodes')
      .values(codes.slice(first, first + 500).map((code) => ({ typeId, batchId: id, code, memberVoucherId: null, createdAt })))
      .execute()
  }
  return id
}
