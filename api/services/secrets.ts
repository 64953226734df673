import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { type Database, engineOf } from '../db/connection.ts'
import { readSetting } from '../db/settings.ts'

const LINK_SECRET_SETTING = 'linkSecret'

/**
 * The key that signs email links: LINK_SECRET when set, else one generated on first start and
 * kept, so links survive restarts: on SQLite in the data directory (readable by the owner only);
 * on PostgreSQL in the database, as every instance must sign and check links with the same key.
 */
export async function loadLinkSecret(db: Database, dataDir: string, configured: string | undefined, at: Date): Promise<string> {
  if (configured) return configured
  const generated = randomBytes(32).toString('base64url')
  if (engineOf(db) === 'sqlite') {
    const file = path.join(dataDir, 'link-secret')
    if (!existsSync(file)) writeFileSync(file, generated, { mode: 0o600 })
    return readFileSync(file, 'utf8').trim()
  }
  // The first instance to start makes the key; every other one reads it.
  await db
    .insertInto('settings')
    .values({ key: LINK_SECRET_SETTING, value: JSON.stringify(generated), updatedAt: at.toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  return (await readSetting(db, LINK_SECRET_SETTING, z.string()))!
}
