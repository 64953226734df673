/** What the e2e server is started with (playwright.config.ts) and the tests sign in as. */
// Overridable so two runs (say, two engineers' working copies) can go side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4123)
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data'
/** The local OpenID provider the club signs in with (e2e/support/oidc-provider-server.ts): the club's port + 7 unless set. */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 7)
export const E2E_OIDC = {
  issuer: `http://127.0.0.1:${E2E_OIDC_PORT}`,
  clientId: 'kelab-e2e',
  clientSecret: 'local-provider-secret-for-e2e',
  providerName: 'Local ID',
}
/** The local stand-in for cloud text detection (e2e/support/vision-server.ts): the club's port + 8 unless set. */
export const E2E_VISION_PORT = Number(process.env.E2E_VISION_PORT ?? E2E_PORT + 8)
export const E2E_VISION = { url: `http://127.0.0.1:${E2E_VISION_PORT}`, key: 'local-vision-key-for-e2e' }
export const E2E_WEB_DIST = process.env.E2E_WEB_DIST ?? 'web/dist'
/**
 * What a test may take for its ordinary steps: twice the slowest such test measured on the busy
 * 2-core machine (28 s, a receipt uploaded and approved). Slow steps add their budget (support/budgets.ts).
 */
export const TEST_TIMEOUT_MS = 60_000
/** How long one expect waits for a state by default: a page answered by a loaded server. */
export const EXPECT_TIMEOUT_MS = 10_000
export const E2E_ADMIN = { username: 'admin', password: 'Admin-Pass-2026!' }
export const PASSWORD = 'BabyClub2026!'

let counter = 0
/** A number and email no other test uses. */
export function uniqueMember() {
  const n = `${Date.now() % 10_000_000}`.padStart(7, '0') + String(counter++ % 10)
  return { number: `011${n}`, email: `e2e${n}@example.com` }
}
