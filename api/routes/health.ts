import { checkHealth } from '../../domain/contract/system.ts'
import { CompiledQuery } from 'kysely'
import { runCompiled } from '../db/connection.ts'
import type { AppDeps } from '../deps.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

/** Compiled once: building a query on every check cost more than the rest of the answer. */
const PING = CompiledQuery.raw('select 1')

export function healthRoutes({ db, clock }: AppDeps) {
  return createRouter().openapi(contractRoute(checkHealth), async (c) => {
    await runCompiled(db, PING)
    return c.json({ status: 'ok' as const, time: clock.now().toISOString() }, 200)
  })
}
