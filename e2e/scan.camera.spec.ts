import { expect, test } from '@playwright/test'
import { seedCodes } from './support/codes.ts'
import { createMember, doublePointMultiplier, signIn } from './support/members.ts'

// The camera project's Chromium films clean-1280x720_WXWCBYB6WW.mjpeg (playwright.config.ts).
const FILMED_CODE = 'WXWCBYB6WW'

test('scans the code on the pack with the camera and credits its points', async ({ page, request }) => {
  seedCodes([FILMED_CODE], 50)
  const member = await createMember(request)
  await signIn(page, member)
  await expect(page.getByText('Your points: 0')).toBeVisible()

  await page.goto('/scancode')
  await expect(page.getByRole('heading', { name: 'Scan code' })).toBeVisible()
  // The first read loads the OCR engine; the button comes back while nothing is read.
  const scan = page.getByRole('button', { name: 'Scan', exact: true })
  await expect(async () => {
    await scan.click()
    await expect(page).toHaveURL(/\/scancode\/success$/, { timeout: 8000 })
  }).toPass({ timeout: 60_000 })

  const earned = 150 * (await doublePointMultiplier(request))
  const result = page.getByRole('dialog', { name: 'Your first code: 3x points!' })
  await expect(result).toContainText(`You earned ${earned} points.`)
  await expect(result).toContainText(`Your points: ${earned}`)
  await result.getByRole('button', { name: 'Go to dashboard' }).click()
  await expect(page.getByText(`Your points: ${earned}`)).toBeVisible()

  // Keep scanning: the camera reads frame after frame and sends the code with no button pressed
  // (the same pack again, so it is refused as this member's own).
  await page.goto('/scancode')
  await page.getByRole('checkbox', { name: 'Keep scanning' }).check()
  await expect(page.getByRole('dialog').filter({ hasText: 'You have already registered this code.' })).toBeVisible({ timeout: 60_000 })
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
