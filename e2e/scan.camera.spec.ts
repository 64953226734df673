import { expect, test } from '@playwright/test'
import { FRAME_MARK, type FrameMarkDetail } from '../web/features/scan/frame-voter.ts'
import { allowFor, BUDGET } from './support/budgets.ts'
import { CONFIRM_TEXTS, scanUntil } from './support/camera.ts'
import { freshCode, seedCodes } from './support/codes.ts'
import { createMember, doublePointMultiplier, memberToken, signIn } from './support/members.ts'
import { chooseLanguage } from './support/language.ts'

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
  await expect(result).toContainText(CONFIRM_TEXTS.en.earned(earned))
  await expect(result).toContainText(`Your points: ${earned}`)
  await result.getByRole('button', { name: 'Go to dashboard' }).click()
  await expect(page.getByText(`Your points: ${earned}`)).toBeVisible()

  // Keep scanning: the camera reads frame after frame and sends the code with no button pressed
  // (the same pack again, so it is refused as this member's own); then it stops, as reading on
  // would only send the same code again.
  await page.goto('/scancode')
  const keepScanning = page.getByRole('checkbox', { name: CONFIRM_TEXTS.en.keepScanning })
  await keepScanning.check()
  await expect(page.getByRole('dialog').filter({ hasText: 'You have already registered this code.' })).toBeVisible({ timeout: BUDGET.keepScanningMs })
  await expect(keepScanning).not.toBeChecked()
  // Each frame left what it read on the page's timeline (bench:scan prints them): the last, accepted, the pack's code.
  const frames = await page.evaluate((name) => performance.getEntriesByName(name).map((mark) => (mark as PerformanceMark).detail as FrameMarkDetail), FRAME_MARK)
  expect(frames.at(-1)).toMatchObject({ reading: { code: FILMED_CODE }, accepted: true })
})

const REFUSED_TEXTS = {
  en: {
    ...CONFIRM_TEXTS.en,
    refused: 'The club did not accept this code: it is not one of ours, or it has been used.',
    errorModal: 'This code is not valid or has already been used.',
  },
  bm: {
    ...CONFIRM_TEXTS.bm,
    refused: 'Kelab tidak menerima kod ini: ia bukan kod kami, atau telah digunakan.',
    errorModal: 'Kod ini tidak sah atau telah digunakan.',
  },
} as const

for (const [language, text] of Object.entries(REFUSED_TEXTS)) {
  test(`a code the camera read and the club refused is asked about, never sent again unasked, and a correction is credited (${language})`, async ({ page, request, playwright }) => {
    allowFor(BUDGET.readingMs, BUDGET.keepScanningMs)
    // Another member, from a device of their own, registered the filmed code (unless the first test's
    // member did): to this one the club refuses it, as it would a misread.
    seedCodes([FILMED_CODE], 50)
    const device = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    try {
      const other = await createMember(device)
      const taken = await device.post('/api/user/scancode', { headers: { authorization: `Bearer ${await memberToken(device, other)}` }, data: { code: FILMED_CODE } })
      expect([200, 422]).toContain(taken.status())
    } finally {
      await device.dispose()
    }
    const correction = freshCode()
    seedCodes([correction], 20, 'Lembut Basics')
    const member = await createMember(request)
    await signIn(page, member)
    // Every code sent to the club, seen on the way (the context's route sees the service worker's requests too).
    const sent: string[] = []
    await page.context().route('**/api/user/scancode', async (route) => {
      sent.push((route.request().postDataJSON() as { code: string }).code)
      await route.continue()
    })

    await page.goto('/scancode')
    if (language === 'bm') await chooseLanguage(page, 'bm')
    const dialog = page.getByRole('dialog', { name: text.title })
    await scanUntil(page, dialog, text.scan)
    await expect(dialog).toContainText(text.refused)
    await expect(dialog.getByRole('textbox', { name: text.field })).toHaveValue(FILMED_CODE)
    await expect(page.getByText(text.errorModal)).toHaveCount(0)
    expect(sent).toEqual([FILMED_CODE])

    // Keep scanning reads the same code again: asked about at once, not sent a second time.
    await dialog.getByRole('button', { name: text.scanAgain }).click()
    await expect(dialog).toBeHidden()
    const keepScanning = page.getByRole('checkbox', { name: text.keepScanning })
    await keepScanning.click()
    await expect(dialog).toContainText(text.refused, { timeout: BUDGET.keepScanningMs })
    await expect(keepScanning).not.toBeChecked()
    expect(sent).toEqual([FILMED_CODE])

    // The member reads the pack and corrects the code: that one is sent, and credited.
    await dialog.getByRole('textbox', { name: text.field }).fill(correction)
    await dialog.getByRole('button', { name: text.send }).click()
    await expect(page).toHaveURL(/\/scancode\/success$/)
    // Lembut Basics runs no milestone campaign: a Gold member's first code earns 2x.
    await expect(page.getByRole('dialog')).toContainText(text.earned(20 * 2 * (await doublePointMultiplier(request))))
    expect(sent).toEqual([FILMED_CODE, correction])
  })
}

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
      const keepScanning = page.getByRole('checkbox', { name: CONFIRM_TEXTS.en.keepScanning })
      // A click, not check(): the mode may turn itself off before check() could see it on.
      await keepScanning.click()
      await expect(page.getByRole('alert').filter({ hasText: 'The code reader could not start.' })).toContainText('Check your connection and try again, or key in the code.')
      await expect(keepScanning).not.toBeChecked()

      await chooseLanguage(page, 'bm')
      await expect(page.getByRole('alert').filter({ hasText: 'Pembaca kod tidak dapat dimulakan.' })).toBeVisible()
      await expect(page.getByRole('checkbox', { name: 'Terus mengimbas' })).not.toBeChecked()
    })
  }
})
