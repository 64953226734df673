import { expect, type Locator, type Page } from '@playwright/test'
import { BUDGET } from './budgets.ts'

/**
 * Presses Scan until `done` shows. Each press reads one frame and the button comes back when
 * nothing is read (spec 1 §4), so a press waits for that or for `done`; `done` is looked for
 * before each press, as a read may have got there meanwhile.
 */
export async function scanUntil(page: Page, done: Locator): Promise<void> {
  const scan = page.getByRole('button', { name: 'Scan', exact: true })
  const scanAgain = page.getByRole('button', { name: 'Scan', exact: true, disabled: false })
  await expect(async () => {
    if (!(await done.isVisible())) {
      await scan.click({ timeout: BUDGET.readMs })
      await expect(done.or(scanAgain)).toBeVisible({ timeout: BUDGET.readMs })
    }
    expect(await done.isVisible()).toBe(true)
  }).toPass({ timeout: BUDGET.readingMs })
}
