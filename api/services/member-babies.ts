import { businessDate } from '../../domain/business-time.ts'
import { isBabyBirthDateInRange, MAX_BABIES } from '../../domain/profile-rules.ts'
import type { BabyChange } from '../../domain/profile.ts'
import type { Database } from '../db/connection.ts'
import { ApiError } from '../http/api-error.ts'

/**
 * Adds a baby, or changes one of the member's own (`babyId`), inside the caller's write
 * transaction. The size must be the brand's in that format. A new or changed birth date must be a
 * child's aged 3 and below; one saved earlier stays as the child grows.
 */
export async function saveBaby(trx: Database, memberId: number, baby: BabyChange, at: Date): Promise<void> {
  const { babyId, ...fields } = baby
  const size = await trx
    .selectFrom('sizes')
    .select('id')
    .where('id', '=', fields.sizeId)
    .where('brandId', '=', fields.brandId)
    .where('formatId', '=', fields.formatId)
    .executeTakeFirst()
  if (!size) throw new ApiError(422, 'sizeNotInBrand')
  const now = at.toISOString()
  const inRange = isBabyBirthDateInRange(fields.birthDate, businessDate(at))

  if (babyId === undefined) {
    const { count } = await trx.selectFrom('babies').select((eb) => eb.fn.countAll<number>().as('count')).where('memberId', '=', memberId).executeTakeFirstOrThrow()
    if (Number(count) >= MAX_BABIES) throw new ApiError(422, 'babyLimit')
    if (!inRange) throw new ApiError(422, 'babyBirthDateRange')
    await trx.insertInto('babies').values({ memberId, name: null, ...fields, createdAt: now, updatedAt: now }).execute()
    return
  }
  // Another member's baby answers as if it did not exist.
  const saved = await trx.selectFrom('babies').select('birthDate').where('id', '=', babyId).where('memberId', '=', memberId).executeTakeFirst()
  if (!saved) throw new ApiError(404, 'babyNotFound')
  if (fields.birthDate !== saved.birthDate && !inRange) throw new ApiError(422, 'babyBirthDateRange')
  await trx.updateTable('babies').set({ ...fields, updatedAt: now }).where('id', '=', babyId).execute()
}

/** Whether the member has a baby with every detail the baby form asks for. */
export async function hasCompleteBaby(db: Database, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('babies')
    .select('id')
    .where('memberId', '=', memberId)
    .where('gender', 'is not', null)
    .where('sizeId', 'is not', null)
    .executeTakeFirst()
  return row !== undefined
}
