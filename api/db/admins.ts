import { randomBytes } from 'node:crypto'
import type { AdminAccount, AdminRole } from '../../domain/admin.ts'
import { hashPassword } from '../services/passwords.ts'
import type { Database } from './connection.ts'

export interface AdminSetup {
  username: string
  /** When unset, a password is generated and handed back once; only its hash is kept. */
  password: string | undefined
}

/** Creates the first `dev` admin, the bootstrap one, when no account has that username; an existing one is left alone. */
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
    .values({ username: setup.username, passwordHash, role: 'dev', bootstrap: 1, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('username').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return { created: false }
  return generatedPassword ? { created: true, generatedPassword } : { created: true }
}

/** A back-office account by its username, with what sign-in checks. */
export function adminByUsername(db: Database, username: string) {
  return db.selectFrom('admins').select(['id', 'username', 'role', 'passwordHash', 'disabledAt']).where('username', '=', username).executeTakeFirst()
}

const accountColumns = ['a.id', 'a.username', 'a.role', 'a.bootstrap', 'a.disabledAt', 'a.createdAt', 'c.username as createdBy', 'a.lastSignInAt'] as const

const accounts = (db: Database) => db.selectFrom('admins as a').leftJoin('admins as c', 'c.id', 'a.createdBy').select(accountColumns)

const account = (row: Awaited<ReturnType<ReturnType<typeof accounts>['executeTakeFirstOrThrow']>>): AdminAccount => ({ ...row, bootstrap: row.bootstrap === 1 })

/** Every back-office account as the admin users page lists it, oldest first. */
export async function adminAccounts(db: Database): Promise<AdminAccount[]> {
  return (await accounts(db).orderBy('a.id').execute()).map(account)
}

export async function adminAccountById(db: Database, id: number): Promise<AdminAccount | undefined> {
  const row = await accounts(db).where('a.id', '=', id).executeTakeFirst()
  return row && account(row)
}

/** A new account made by a dev admin; undefined when the username is taken. */
export async function insertAdminAccount(
  trx: Database,
  a: { username: string; role: AdminRole; passwordHash: string; createdBy: number | null },
  at: Date,
): Promise<number | undefined> {
  const now = at.toISOString()
  const row = await trx
    .insertInto('admins')
    .values({ ...a, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function updateAdminAccount(trx: Database, id: number, set: { role?: AdminRole; disabledAt?: string | null; passwordHash?: string }, at: Date) {
  await trx
    .updateTable('admins')
    .set({ ...set, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .execute()
}

/** How many dev admins can sign in: the back office must keep one. */
export async function enabledDevAdmins(trx: Database): Promise<number> {
  const { n } = await trx.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'dev').where('disabledAt', 'is', null).executeTakeFirstOrThrow()
  return Number(n)
}

export async function recordAdminSignIn(db: Database, id: number, at: Date): Promise<void> {
  await db.updateTable('admins').set({ lastSignInAt: at.toISOString() }).where('id', '=', id).execute()
}
