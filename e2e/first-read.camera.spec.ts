import { expect, test } from '@playwright/test'
import { allowFor, BUDGET } from './support/budgets.ts'
import { CONFIRM_TEXTS } from './support/camera.ts'
import { holdRequests } from './support/held-requests.ts'
import { createMember, signIn } from './support/members.ts'
import { chooseLanguage } from './support/language.ts'

// The camera-blank project's Chromium films a plain grey card: there is no code to find.
// Without the service worker every file of the reader comes from the network, where the test holds one.
test.use({ serviceWorkers: 'block' })

const TEXTS = {
  en: {
    ...CONFIRM_TEXTS.en,
    preparing: /Getting the reader ready, \d+%/,
    reader: 'Code reader',
    waiting: 'Getting ready…',
    noCode: 'No code found, hold the code inside the box',
  },
  bm: {
    ...CONFIRM_TEXTS.bm,
    preparing: /Menyediakan pembaca kod, \d+%/,
    reader: 'Pembaca kod',
    waiting: 'Sedang bersedia…',
    noCode: 'Tiada kod ditemui, letakkan kod di dalam kotak',
  },
} as const

for (const [language, text] of Object.entries(TEXTS)) {
  test(`the code reader shows its progress as the page opens, then is ready, and a read that finds no code says so (${language})`, async ({ page, request }) => {
    allowFor(BUDGET.readMs, BUDGET.readMs)
    const member = await createMember(request)
    await signIn(page, member)
    // The trained data is held back until the progress has been seen.
    const release = await holdRequests(page, /\/assets\/eng\.traineddata-[^/]*$/)

    await page.goto('/scancode')
    if (language === 'bm') await chooseLanguage(page, 'bm')
    // The reader loads as the page opens, before any press.
    await expect(page.getByRole('status').filter({ hasText: text.preparing })).toBeVisible()
    await expect(page.getByRole('progressbar', { name: text.reader })).toBeVisible()
    const video = page.locator('video')
    await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).videoWidth), { timeout: 15_000 }).toBeGreaterThan(0)

    // A press before the reader is ready says it is getting ready, and reads once it is.
    await page.getByRole('button', { name: text.scan, exact: true }).click()
    await expect(page.getByRole('button', { name: text.waiting })).toBeDisabled()
    release()
    await expect(page.getByRole('status').filter({ hasText: text.ready })).toBeVisible({ timeout: BUDGET.readMs })
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    const noCode = page.getByRole('status').filter({ hasText: text.noCode })
    await expect(noCode).toBeVisible({ timeout: BUDGET.readMs })

    // Every press that finds nothing says so: the word goes as a press starts and comes back after it.
    const scan = page.getByRole('button', { name: text.scan, exact: true })
    await scan.click()
    await expect(scan).toBeEnabled({ timeout: BUDGET.readMs })
    await expect(noCode).toBeVisible()
  })
}
