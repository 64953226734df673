import { defineConfig } from 'vitest/config'

const apiTests = {
  include: ['api/**/*.test.ts'],
  environment: 'node' as const,
  setupFiles: ['api/test-support/contract-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 30_000,
}

// Unit tests are pure and fast. The API tests run twice: each test server on a real SQLite file
// (`api`), then on a database of its own on a real PostgreSQL server that the run starts (`api-postgres`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'web/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      // `*.postgres.test.ts`: what only PostgreSQL has, such as several instances on one database.
      { test: { name: 'api', ...apiTests, exclude: ['api/**/*.postgres.test.ts'] } },
      { test: { name: 'api-postgres', ...apiTests, globalSetup: ['api/test-support/postgres-global-setup.ts'] } },
    ],
  },
})
