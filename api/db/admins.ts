import { randomBytes } from 'node:crypto'
import { hashPassword } from '../services/passwords.ts'
import type { Database } from './connection.ts'

export interface AdminSetup {
  username: string
  /** When unset, a password is generated and handed back once; only its hash is kept. */
  password: string | undefined
}

/** Creates the first `dev` admin when no account has that username; an existing one is left alone. */
export async function ensureAdminAccount(
  db: Database,
  setup: AdminSetup,
  at: Date,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const existing = await db.selectFrom('admins').select('id').where('username', '=', setup.username).executeTakeFirst()
  if (existing) return { created: false }
  const generatedPassword = setup.password ? undefined : randomBytes(12).toString('base64url')
  const passwordHash = await hashPassword(setup.password ?? generatedPassword!)
  const now = at.toISOString()
  // Instances starting at once on one PostgreSQL all get past the check above: one creates it.
  const inserted = await db
    .insertInto('admins')
    .values({ username: setup.username, passwordHash, role: 'dev', createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('username').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return { created: false }
  return generatedPassword ? { created: true, generatedPassword } : { created: true }
}

/** A back-office account by its username, with what sign-in checks. */
export function adminByUsername(db: Database, username: string) {
  return db.selectFrom('admins').select(['id', 'username', 'role', 'passwordHash']).where('username', '=', username).executeTakeFirst()
}
