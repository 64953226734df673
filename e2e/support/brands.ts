import Database from 'better-sqlite3'
import { E2E_DATA_DIR } from '../fixtures.ts'

/** The brands running the milestone campaign now, by name: other tests may have added some. */
export function milestoneBrands(): string[] {
  const db = new Database(`${E2E_DATA_DIR}/club.sqlite`, { readonly: true })
  try {
    return (db.prepare('select name from brands where milestone_campaign = 1 order by name').all() as { name: string }[]).map((b) => b.name)
  } finally {
    db.close()
  }
}
