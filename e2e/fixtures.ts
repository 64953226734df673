/** What the e2e server is started with (playwright.config.ts) and the tests sign in as. */
export const E2E_PORT = 4123
export const E2E_ADMIN = { username: 'admin', password: 'Admin-Pass-2026!' }
