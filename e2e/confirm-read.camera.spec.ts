import { expect, test } from '@playwright/test'
import { CLOUD_INTERVAL_MS, DETECT_PER_MINUTE } from '../domain/scan.ts'
import { E2E_VISION } from './fixtures.ts'
import { allowFor, BUDGET } from './support/budgets.ts'
import { CONFIRM_TEXTS } from './support/camera.ts'
import { freshCode, seedCodes } from './support/codes.ts'
import { createMember, doublePointMultiplier, signIn } from './support/members.ts'
import { chooseLanguage } from './support/language.ts'

// The camera-blank project films a plain grey card, where the phone's own reader finds nothing. The
// cloud text detection (the local stand-in, e2e/support/vision-server.ts) is told to see a code in
// one frame: one reader in one frame is not proof, so the code is shown to the member to confirm,
// never sent by itself.

const TEXTS = {
  en: {
    ...CONFIRM_TEXTS.en,
    invalid: 'This is not a pack code: check each character against the pack.',
  },
  bm: {
    ...CONFIRM_TEXTS.bm,
    invalid: 'Ini bukan kod pek: semak setiap aksara dengan kod pada pek.',
  },
} as const

/** The cloud sees `text` in the next frame it is sent, and nothing after. */
const seeText = (text: string) => fetch(`${E2E_VISION.url}/text`, { method: 'PUT', body: JSON.stringify({ text }) })

test.afterEach(() => seeText(''))

for (const [language, text] of Object.entries(TEXTS)) {
  test(`a code only the cloud reads is shown to confirm, a mistyped correction is caught, and the confirmed code is credited (${language})`, async ({ page, request }) => {
    allowFor(BUDGET.readMs, BUDGET.readMs)
    const code = freshCode()
    seedCodes([code], 20, 'Lembut Basics')
    const member = await createMember(request)
    await signIn(page, member)
    await seeText(`Batch 12\n${code}`)

    await page.goto('/scancode')
    if (language === 'bm') await chooseLanguage(page, 'bm')
    await expect(page.getByRole('status').filter({ hasText: text.ready })).toBeVisible({ timeout: BUDGET.readMs })
    const scan = page.getByRole('button', { name: text.scan, exact: true })
    await scan.click()

    const dialog = page.getByRole('dialog', { name: text.title })
    await expect(dialog).toBeVisible({ timeout: BUDGET.readMs })
    const field = dialog.getByRole('textbox', { name: text.field })
    await expect(field).toHaveValue(code)

    // Scan again closes it and sends nothing; the next press asks again.
    await dialog.getByRole('button', { name: text.scanAgain }).click()
    await expect(dialog).toBeHidden()
    await seeText(code)
    await scan.click()
    await expect(dialog).toBeVisible({ timeout: BUDGET.readMs })

    // One symbol changed breaks the check symbol: caught here, before it reaches the server.
    const slip = code.slice(0, 4) + (code[4] === 'A' ? 'B' : 'A') + code.slice(5)
    await field.fill(slip)
    await dialog.getByRole('button', { name: text.send }).click()
    await expect(dialog.getByText(text.invalid)).toBeVisible()
    await expect(page).toHaveURL(/\/scancode$/)

    await field.fill(code.toLowerCase())
    await dialog.getByRole('button', { name: text.send }).click()
    await expect(page).toHaveURL(/\/scancode\/success$/)
    // Lembut Basics runs no milestone campaign: a Gold member's first code earns 2x.
    const earned = 20 * 2 * (await doublePointMultiplier(request))
    await expect(page.getByRole('dialog')).toContainText(text.earned(earned))
  })
}

test('Keep scanning asks the cloud about one frame in so many, never faster than its limit allows', async ({ page, request }) => {
  allowFor(BUDGET.readMs, BUDGET.readMs)
  const member = await createMember(request)
  await signIn(page, member)
  await page.goto('/scancode')
  await expect(page.getByRole('status').filter({ hasText: TEXTS.en.ready })).toBeVisible({ timeout: BUDGET.readMs })
  await fetch(`${E2E_VISION.url}/calls`, { method: 'DELETE' })
  const calls = async () => (await (await fetch(`${E2E_VISION.url}/calls`)).json()) as number[]

  // The grey card holds no code, so Keep scanning reads frame after frame (one every few hundred ms).
  await page.getByRole('checkbox', { name: CONFIRM_TEXTS.en.keepScanning }).check()
  await expect.poll(async () => (await calls()).length, { timeout: BUDGET.readMs }).toBeGreaterThanOrEqual(4)
  await page.getByRole('checkbox', { name: CONFIRM_TEXTS.en.keepScanning }).uncheck()
  const times = await calls()
  // Never faster than the API's limit: each request waits CLOUD_INTERVAL_MS (a sixth under the
  // limit) from the last one's answer, so it arrives that long after the last one did
  // however the trip through the API varies (paced from the request, a busy machine once brought
  // two 477 ms apart).
  expect(CLOUD_INTERVAL_MS).toBeGreaterThan(60_000 / DETECT_PER_MINUTE)
  for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(CLOUD_INTERVAL_MS)
})
