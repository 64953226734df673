import type { Kysely } from 'kysely'

/**
 * What a quest earns is derived from the rules that credit it (domain/quests.ts questReward), so
 * the points typed into each quest, which disagreed with them, go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quests').dropColumn('points').execute()
}
