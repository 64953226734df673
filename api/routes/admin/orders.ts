import type { AppDeps } from '../../deps.ts'
import { createRouter } from '../../http/openapi.ts'

/** The orders page and the redemption report (DECISIONS "Rewards and fulfilment", spec 3 §2.10). */
export function adminOrderRoutes(_deps: AppDeps) {
  return createRouter()
}
