import { fetchFraudSignals } from '../../../domain/contract/admin-fraud.ts'
import { fraudRangeOf } from '../../../domain/fraud-signals.ts'
import { fraudReport } from '../../db/fraud-signals.ts'
import type { AppDeps } from '../../deps.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'

/** Fraud signals for dev admins (decisions 129 and 130): a read, so nothing to audit. */
export function adminFraudRoutes({ db, clock }: AppDeps) {
  const app = createRouter()

  app.openapi(contractRoute(fetchFraudSignals), async (c) => c.json(await fraudReport(db, fraudRangeOf(c.req.valid('query'), clock.now())), 200))

  return app
}
