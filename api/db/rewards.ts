import { sql } from 'kysely'
import { REWARD_HIGHLIGHTS } from '../../domain/rewards.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'

/**
 * A few catalogue rewards still in stock, at random, for the dashboard. Pregnant-mum offers stay out:
 * they are only for eligible members, and each highlight leads to its catalogue item.
 */
export async function rewardHighlights(db: Database) {
  const rows = await db
    .selectFrom('rewardItems')
    .select(['id', 'nameEn', 'nameBm', 'imageEn', 'imageBm', 'points', 'itemBrand'])
    .where('active', '=', 1)
    .where('pregnantOffer', '=', 0)
    .whereRef('redeemed', '<', 'inventory')
    .orderBy(sql`random()`)
    .limit(REWARD_HIGHLIGHTS)
    .execute()
  return rows.map((r) => ({ id: r.id, name: localized(r, 'name'), image: localized(r, 'image'), points: r.points, brand: r.itemBrand }))
}
