import type { AdminRole } from '../../domain/admin.ts'
import { insertAdminAccount } from '../db/admins.ts'
import { hashPassword } from '../services/passwords.ts'
import { json } from './json.ts'
import { postJson } from './members.ts'
import type { TestServer } from './test-server.ts'

const passwordHash = hashPassword('Admin-Pass-2026')

/** Creates a back-office account of the role (not the bootstrap one) and signs it in; answers its bearer token. */
export async function adminToken(server: TestServer, role: AdminRole = 'dev'): Promise<string> {
  const username = `${role}-${Math.random().toString(36).slice(2, 8)}`
  await insertAdminAccount(server.deps.db, { username, role, passwordHash: await passwordHash, createdBy: null }, server.clock.now())
  const { token } = await json(await postJson(server, '/admin/auth/login', { username, password: 'Admin-Pass-2026' }))
  return token as string
}
