import type { AdminRole } from '../../domain/admin.ts'
import { ensureAdminAccount } from '../db/admins.ts'
import { json } from './json.ts'
import { postJson } from './members.ts'
import type { TestServer } from './test-server.ts'

/** Creates a back-office account of the role and signs it in; answers its bearer token. */
export async function adminToken(server: TestServer, role: AdminRole = 'dev'): Promise<string> {
  const username = `${role}-${Math.random().toString(36).slice(2, 8)}`
  await ensureAdminAccount(server.deps.db, { username, password: 'Admin-Pass-2026' }, server.clock.now())
  if (role !== 'dev') await server.deps.db.updateTable('admins').set({ role }).where('username', '=', username).execute()
  const { token } = await json(await postJson(server, '/admin/auth/login', { username, password: 'Admin-Pass-2026' }))
  return token as string
}
