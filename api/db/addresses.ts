import type { MemberAddress } from '../../domain/profile.ts'
import type { Database } from './connection.ts'

/** A member's active addresses, oldest first (an edited one keeps its place); removed ones stay in the table for past orders. */
export async function activeAddresses(db: Database, memberId: number): Promise<MemberAddress[]> {
  return db
    .selectFrom('addresses')
    .select(['id', 'label', 'line1', 'line2', 'line3', 'city', 'state', 'postcode', 'country'])
    .where('memberId', '=', memberId)
    .where('active', '=', 1)
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
}

/** One of the member's active addresses, as an order keeps a copy of it; undefined when it is not theirs. */
export async function deliveryAddress(db: Database, memberId: number, addressId: number) {
  return db
    .selectFrom('addresses')
    .select(['line1', 'line2', 'line3', 'city', 'state', 'postcode', 'country'])
    .where('id', '=', addressId)
    .where('memberId', '=', memberId)
    .where('active', '=', 1)
    .executeTakeFirst()
}
