import { defineConfig, devices, type Project } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { E2E_ADMIN, E2E_DATA_DIR, E2E_OIDC, E2E_PORT as PORT, E2E_VISION, E2E_WEB_DIST, EXPECT_TIMEOUT_MS, TEST_TIMEOUT_MS } from './e2e/fixtures.ts'

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/**
 * Chromium whose fake camera films a pack (a video made by shared/ocr/packcodes.py); one video per
 * project, as the flag is per browser, and one code per video, as a code is credited once.
 */
function cameraProject(name: string, testMatch: RegExp, video: string): Project {
  return {
    name,
    testMatch,
    metadata: { video },
    use: {
      ...devices['Pixel 7'],
      browserName: 'chromium',
      permissions: ['camera'],
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: [
          ...CHROMIUM_ARGS,
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${fileURLToPath(new URL(`./e2e/fixtures/${video}`, import.meta.url))}`,
        ],
      },
    },
  }
}

// Against the built app and a real API on a fresh data directory, in Debian's Chromium.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /\.camera\.spec\.ts/, use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    cameraProject('camera', /scan\.camera\.spec\.ts/, 'clean-1280x720_WXWCBYB6WW.mjpeg'),
    cameraProject('camera-offline', /outbox\.camera\.spec\.ts/, 'clean-640x480_6FHGJ4WKX2.mjpeg'),
    cameraProject('camera-hard', /poor-print\.camera\.spec\.ts/, 'hard-1280x720_GJBE9EB843.mjpeg'),
    cameraProject('camera-dotmatrix', /poor-print\.camera\.spec\.ts/, 'dotmatrix-1280x720_YHP9R0QYHV.mjpeg'),
    // A pack of wet continuous-inkjet print, one still frame over and over: the phone's reader reads it, but not surely.
    cameraProject('camera-doubtful', /marked-read\.camera\.spec\.ts/, 'doubtful-1280x720_2S4SP7QX8J.mjpeg'),
    // A plain grey card, no code on it (30 JPEG frames of a canvas filled with #8a8a8a).
    cameraProject('camera-blank', /(first-read|confirm-read)\.camera\.spec\.ts/, 'blank-640x480.mjpeg'),
  ],
  webServer: [
    {
      // A real OpenID provider the club's social sign-in goes to (e2e/social-sign-in.spec.ts).
      command: 'node --import tsx e2e/support/oidc-provider-server.ts',
      url: `${E2E_OIDC.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The cloud text detection the club asks first (e2e/support/vision-server.ts): it sees no text unless a test says.
      command: 'node --import tsx e2e/support/vision-server.ts',
      url: `${E2E_VISION.url}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
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
        OIDC_ISSUER: E2E_OIDC.issuer,
        OIDC_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_CLIENT_SECRET: E2E_OIDC.clientSecret,
        OIDC_PROVIDER_NAME: E2E_OIDC.providerName,
        VISION_API_KEY: E2E_VISION.key,
        VISION_API_URL: `${E2E_VISION.url}/v1/images:annotate`,
      },
    },
  ],
})
