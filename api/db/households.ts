import { householdKey } from '../../domain/household.ts'
import type { Database } from './connection.ts'

/** Households (DECISIONS "Household"), read for the limits that count across them: samples and contest entries. */

/** The household keys of a member's saved addresses and of the address a sample is going to. */
export async function householdKeysOf(trx: Database, memberId: number, to?: { line1: string; postcode: string }): Promise<string[]> {
  const saved = await trx.selectFrom('addresses').select(['line1', 'postcode']).where('memberId', '=', memberId).where('active', '=', 1).execute()
  return [...new Set([...saved, ...(to ? [to] : [])].map(householdKey))]
}

/**
 * The members whose entries count with `memberId`'s (DECISIONS "Household"): the member, those with
 * an active address of the same normalised first line and postcode as one of the member's, and those
 * with the same mobile number. Read inside the submit's write transaction, so on PostgreSQL a
 * household member's entries made meanwhile conflict with it.
 */
export async function householdOf(trx: Database, memberId: number): Promise<number[]> {
  const own = await trx.selectFrom('addresses').select(['line1', 'postcode']).where('memberId', '=', memberId).where('active', '=', 1).execute()
  const keys = new Set(own.map(householdKey))
  const postcodes = [...new Set(own.flatMap((a) => [a.postcode, a.postcode.replace(/\D/g, '')]))]
  const nearby = postcodes.length
    ? await trx.selectFrom('addresses').select(['memberId', 'line1', 'postcode']).where('postcode', 'in', postcodes).where('active', '=', 1).execute()
    : []
  const sameNumber = await trx
    .selectFrom('members as m')
    .innerJoin('members as me', 'me.number', 'm.number')
    .select('m.id')
    .where('me.id', '=', memberId)
    .execute()
  return [...new Set([memberId, ...nearby.filter((a) => keys.has(householdKey(a))).map((a) => a.memberId), ...sameNumber.map((m) => m.id)])]
}
