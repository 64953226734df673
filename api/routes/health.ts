import { checkHealth } from '../../domain/contract/system.ts'
import { sql } from 'kysely'
import type { AppDeps } from '../deps.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

export function healthRoutes({ db, clock }: AppDeps) {
  return createRouter().openapi(contractRoute(checkHealth), async (c) => {
    await sql`select 1`.execute(db)
    return c.json({ status: 'ok' as const, time: clock.now().toISOString() }, 200)
  })
}
