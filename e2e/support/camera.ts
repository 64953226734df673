import { expect, type Locator, type Page } from '@playwright/test'
import { BUDGET } from './budgets.ts'

/** The scan page's buttons and ready status, the dialog a doubtful read opens and the points a credit earned, as each language says them. */
export const CONFIRM_TEXTS = {
  en: {
    scan: 'Scan',
    keepScanning: 'Keep scanning',
    ready: 'Reader ready: hold the code inside the box and press Scan',
    title: 'Is this your code?',
    field: 'Unique code',
    send: 'Send code',
    scanAgain: 'Scan again',
    earned: (points: number) => `You earned ${points} points.`,
  },
  bm: {
    scan: 'Imbas',
    keepScanning: 'Terus mengimbas',
    ready: 'Pembaca kod sedia: letakkan kod di dalam kotak dan tekan Imbas',
    title: 'Adakah ini kod anda?',
    field: 'Kod unik',
    send: 'Hantar kod',
    scanAgain: 'Imbas semula',
    earned: (points: number) => `Anda memperoleh ${points} mata.`,
  },
}

/**
 * Presses Scan (`label`, as the page's language says it) until `done` shows. Each press reads one
 * frame and the button comes back when nothing is read (spec 1 §4), so a press waits for that or
 * for `done`; `done` is looked for before each press, as a read may have got there meanwhile.
 */
export async function scanUntil(page: Page, done: Locator, label = CONFIRM_TEXTS.en.scan): Promise<void> {
  const scan = page.getByRole('button', { name: label, exact: true })
  const scanAgain = page.getByRole('button', { name: label, exact: true, disabled: false })
  await expect(async () => {
    if (!(await done.isVisible())) {
      await scan.click({ timeout: BUDGET.readMs })
      await expect(done.or(scanAgain)).toBeVisible({ timeout: BUDGET.readMs })
    }
    expect(await done.isVisible()).toBe(true)
  }).toPass({ timeout: BUDGET.readingMs })
}
