import type { AppDeps } from '../../deps.ts'
import { createRouter } from '../../http/openapi.ts'

/** Point-shop items, categories and pregnant-mum offers in the back office (spec 3 §2.5, §2.6). */
export function adminShopItemRoutes(_deps: AppDeps) {
  return createRouter()
}
