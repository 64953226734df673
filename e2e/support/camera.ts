import { expect, type Locator, type Page } from '@playwright/test'
import { BUDGET } from './budgets.ts'

/**
 * Presses Scan until `done` shows. Each press reads one frame and the button comes back when
 * nothing is read (spec 1 §4), so a press waits for the last read to end; `done` is looked for
 * before each press, as a read that outlasted its wait may have got there meanwhile.
 */
export async function scanUntil(page: Page, done: Locator): Promise<void> {
  const scan = page.getByRole('button', { name: 'Scan', exact: true })
  const t0 = Date.now()
  let presses = 0
  await expect(async () => {
    if (!(await done.isVisible())) {
      const p0 = Date.now()
      presses++
      await scan.click({ timeout: BUDGET.readMs })
      // The read is over when the button is back: nothing was read, or the code was sent and answered.
      await expect(scan).toBeEnabled({ timeout: BUDGET.readMs })
      console.log('MEASURE readMs', Date.now() - p0)
    }
    expect(await done.isVisible()).toBe(true)
  }).toPass({ timeout: BUDGET.readingMs })
  console.log('MEASURE readingMs', Date.now() - t0, 'presses', presses)
}
