import type { PointSource } from '../../domain/points.ts'
import { appendToLedger } from '../services/ledger.ts'
import type { TestServer } from './test-server.ts'

/** The database id of a member the API knows by uuid. */
export async function memberId(server: TestServer, uuid: string): Promise<number> {
  return (await server.deps.db.selectFrom('members').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).id
}

let reference = 0
/** Appends a ledger row as the API would, at `at` (an ISO instant) or the test clock's now. */
export async function addPoints(server: TestServer, id: number, points: number, at?: string, source: PointSource = 'scan'): Promise<void> {
  await appendToLedger(server.deps.db, { memberId: id, points, source, reference: `test-${++reference}`, at: at ? new Date(at) : server.clock.now() })
}
