import { withClubDatabase } from './club-database.ts'

/** The brands running the milestone campaign now, by name: other tests may have added some. */
export function milestoneBrands(): string[] {
  return withClubDatabase((db) => (db.prepare('select name from brands where milestone_campaign = 1 order by name').all() as { name: string }[]).map((b) => b.name), { readonly: true })
}
