import { defineConfig, devices } from '@playwright/test'
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT as PORT, E2E_WEB_DIST } from './e2e/fixtures.ts'

// Against the built app and a real API on a fresh data directory, in Debian's Chromium.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx api/server.ts`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      WEB_DIST: E2E_WEB_DIST,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'error',
    },
  },
})
