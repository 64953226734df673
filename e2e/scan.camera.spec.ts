import { expect, test } from '@playwright/test'
import { allowFor, BUDGET } from './support/budgets.ts'
import { scanUntil } from './support/camera.ts'
import { seedCodes } from './support/codes.ts'
import { createMember, doublePointMultiplier, signIn } from './support/members.ts'

// The camera project's Chromium films clean-1280x720_WXWCBYB6WW.mjpeg (playwright.config.ts).
const FILMED_CODE = 'WXWCBYB6WW'

test('scans the code on the pack with the camera and credits its points', async ({ page, request }) => {
  allowFor(BUDGET.readingMs, BUDGET.keepScanningMs)
  seedCodes([FILMED_CODE], 50)
  const member = await createMember(request)
  await signIn(page, member)
  await expect(page.getByText('Your points: 0')).toBeVisible()

  await page.goto('/scancode')
  await expect(page.getByRole('heading', { name: 'Scan code' })).toBeVisible()
  // The first read loads the OCR engine.
  const result = page.getByRole('dialog', { name: 'Your first code: 3x points!' })
  await scanUntil(page, result)
  await expect(page).toHaveURL(/\/scancode\/success$/)

  const earned = 150 * (await doublePointMultiplier(request))
  await expect(result).toContainText(`You earned ${earned} points.`)
  await expect(result).toContainText(`Your points: ${earned}`)
  await result.getByRole('button', { name: 'Go to dashboard' }).click()
  await expect(page.getByText(`Your points: ${earned}`)).toBeVisible()

  // Keep scanning: the camera reads frame after frame and sends the code with no button pressed
  // (the same pack again, so it is refused as this member's own).
  await page.goto('/scancode')
  await page.getByRole('checkbox', { name: 'Keep scanning' }).check()
  await expect(page.getByRole('dialog').filter({ hasText: 'You have already registered this code.' })).toBeVisible({ timeout: BUDGET.keepScanningMs })
})

test('opens the back camera when the camera it remembered is gone', async ({ page, request }) => {
  const member = await createMember(request)
  await signIn(page, member)
  await page.evaluate(() => localStorage.setItem('club-camera', 'a-camera-unplugged-since'))

  await page.goto('/scancode')
  const video = page.locator('video')
  await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).videoWidth), { timeout: 15_000 }).toBeGreaterThan(0)
  await expect(page.getByText("Device don't have a camera")).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('club-camera'))).toBeNull()
})

test.describe('when the code reader cannot start', () => {
  // Without the service worker every file of the reader comes from the network, where the test blocks it.
  test.use({ serviceWorkers: 'block' })

  // The glyph classifier's worker with either of tesseract's: its worker script, or its trained data
  // (tesseract.js never settles its start when only that fails).
  for (const [what, blocked] of [
    ['worker', /\/assets\/(glyph-reader-worker|worker\.min)-[^/]*$/],
    ['trained data', /\/assets\/(glyph-reader-worker-[^/]*|eng\.traineddata-[^/]*)$/],
  ] as const) {
    test(`Keep scanning says so and turns itself off, in English and Malay (no ${what})`, async ({ page, request }) => {
      await page.route(blocked, (route) => route.abort())
      const member = await createMember(request)
      await signIn(page, member)

      await page.goto('/scancode')
      const keepScanning = page.getByRole('checkbox', { name: 'Keep scanning' })
      // A click, not check(): the mode may turn itself off before check() could see it on.
      await keepScanning.click()
      await expect(page.getByRole('alert').filter({ hasText: 'The code reader could not start.' })).toContainText('Check your connection and try again, or key in the code.')
      await expect(keepScanning).not.toBeChecked()

      await page.getByRole('button', { name: 'BM', exact: true }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Pembaca kod tidak dapat dimulakan.' })).toBeVisible()
      await expect(page.getByRole('checkbox', { name: 'Terus mengimbas' })).not.toBeChecked()
    })
  }
})
