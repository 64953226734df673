import type { BabyInfo } from '../../domain/profile.ts'
import type { Database } from './connection.ts'

/** A member's babies in the order they were added. */
export async function babyInfos(db: Database, memberId: number): Promise<BabyInfo[]> {
  return db
    .selectFrom('babies')
    .select(['id', 'name', 'gender', 'birthDate', 'brandId', 'formatId', 'sizeId'])
    .where('memberId', '=', memberId)
    .orderBy('id')
    .execute()
}
