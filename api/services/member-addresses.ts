import { MAX_ADDRESSES } from '../../domain/profile-rules.ts'
import type { NewAddress } from '../../domain/profile.ts'
import type { Database } from '../db/connection.ts'
import { ApiError } from '../http/api-error.ts'
import { isKnownArea } from './area.ts'

/** Adds an active address, inside the caller's write transaction; its area must be a real one. */
export async function addAddress(trx: Database, memberId: number, address: NewAddress, at: Date): Promise<void> {
  if (!isKnownArea(address.state, address.city, address.postcode)) throw new ApiError(422, 'invalidAddress')
  const { count } = await trx
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('memberId', '=', memberId)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow()
  if (Number(count) >= MAX_ADDRESSES) throw new ApiError(422, 'addressLimit')
  const now = at.toISOString()
  await trx.insertInto('addresses').values({ memberId, ...address, createdAt: now, updatedAt: now }).execute()
}

/** Whether the address is one of the member's active ones. */
export async function isOwnActiveAddress(db: Database, memberId: number, addressId: number): Promise<boolean> {
  const row = await db.selectFrom('addresses').select('id').where('id', '=', addressId).where('memberId', '=', memberId).where('active', '=', 1).executeTakeFirst()
  return row !== undefined
}

/** Takes an address off the member’s list; the row stays, as sample orders may point at it. */
export async function removeAddress(db: Database, memberId: number, addressId: number, at: Date): Promise<void> {
  const result = await db
    .updateTable('addresses')
    .set({ active: 0, updatedAt: at.toISOString() })
    .where('id', '=', addressId)
    .where('memberId', '=', memberId)
    .where('active', '=', 1)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) throw new ApiError(404, 'addressNotFound')
}

/**
 * Changes an address, inside the caller's write transaction: the old row is retired and the new
 * one takes its place in the list (its `createdAt`, which the list is ordered by). Orders and
 * samples point at address rows, so one already sent keeps showing where it went. Retiring is
 * conditional on the row still being the member's and active, so two edits of one address cannot
 * both leave a copy.
 */
export async function editAddress(trx: Database, memberId: number, addressId: number, address: NewAddress, at: Date): Promise<void> {
  if (!isKnownArea(address.state, address.city, address.postcode)) throw new ApiError(422, 'invalidAddress')
  const old = await trx.selectFrom('addresses').select('createdAt').where('id', '=', addressId).where('memberId', '=', memberId).where('active', '=', 1).executeTakeFirst()
  if (!old) throw new ApiError(404, 'addressNotFound')
  await removeAddress(trx, memberId, addressId, at)
  await trx.insertInto('addresses').values({ memberId, ...address, createdAt: old.createdAt, updatedAt: at.toISOString() }).execute()
}
