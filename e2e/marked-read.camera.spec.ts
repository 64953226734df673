import { expect, test } from '@playwright/test'
import { allowFor, BUDGET } from './support/budgets.ts'
import { CONFIRM_TEXTS } from './support/camera.ts'
import { seedCodes } from './support/codes.ts'
import { createMember, doublePointMultiplier, signIn } from './support/members.ts'
import { chooseLanguage } from './support/language.ts'

// The camera-doubtful project films one still frame of wet continuous-inkjet print, whose code is in
// the video's name (playwright.config.ts). The phone's reader reads it, but not surely, and misreads
// some of it (as a person might): the code is shown to confirm, its least sure symbols marked.

const TEXTS = {
  en: {
    ...CONFIRM_TEXTS.en,
    marked: 'Check the marked characters first: we were least sure of them.',
    positions: (each: string[]) => `Check these first: ${each.join('; ')}.`,
    position: (position: number, symbol: string) => `position ${position} read as ${symbol}`,
  },
  bm: {
    ...CONFIRM_TEXTS.bm,
    marked: 'Semak dahulu aksara yang bertanda: kami kurang pasti tentang aksara ini.',
    positions: (each: string[]) => `Semak ini dahulu: ${each.join('; ')}.`,
    position: (position: number, symbol: string) => `kedudukan ${position} dibaca ${symbol}`,
  },
}

for (const [language, text] of Object.entries(TEXTS)) {
  test(`a doubtful read marks the symbols to check first, every misread one among them (${language})`, async ({ page, request }, testInfo) => {
    allowFor(BUDGET.readMs, BUDGET.readMs)
    const filmedCode = /_([0-9A-Z]{10})\.mjpeg$/.exec(String(testInfo.project.metadata.video))![1]!
    seedCodes([filmedCode], 20, 'Lembut Basics')
    const member = await createMember(request)
    await signIn(page, member)

    await page.goto('/scancode')
    if (language === 'bm') await chooseLanguage(page, 'bm')
    await expect(page.getByRole('status').filter({ hasText: text.ready })).toBeVisible({ timeout: BUDGET.readMs })
    await page.getByRole('button', { name: text.scan, exact: true }).click()

    const dialog = page.getByRole('dialog', { name: text.title })
    await expect(dialog).toBeVisible({ timeout: BUDGET.readMs })
    await expect(dialog.getByText(text.marked)).toBeVisible()
    const field = dialog.getByRole('textbox', { name: text.field })
    const shown = await field.inputValue()
    // The shown code is the misread one: what is left to the member is finding the wrong symbols.
    expect(shown).toHaveLength(10)
    expect(shown).not.toBe(filmedCode)
    const marked = await dialog.locator('mark').evaluateAll((marks) => marks.map((mark) => [...mark.parentElement!.children].indexOf(mark)))
    expect(marked.length).toBeGreaterThan(0)
    expect(marked.length).toBeLessThan(10)
    const misread = [...shown].flatMap((symbol, i) => (symbol === filmedCode[i] ? [] : [i]))
    for (const position of misread) expect(marked).toContain(position)
    // A screen reader hears the same positions with the field, counted from 1, with the symbol read at each.
    await expect(field).toHaveAccessibleDescription(text.positions(marked.map((p) => text.position(p + 1, shown[p]!))))

    if (language === 'bm') {
      await dialog.getByRole('button', { name: text.scanAgain }).click()
      await expect(dialog).toBeHidden()
      return
    }
    await field.fill(filmedCode)
    await dialog.getByRole('button', { name: text.send }).click()
    await expect(page).toHaveURL(/\/scancode\/success$/)
    // Lembut Basics runs no milestone campaign: a Gold member's first code earns 2x.
    const earned = 20 * 2 * (await doublePointMultiplier(request))
    await expect(page.getByRole('dialog')).toContainText(text.earned(earned))
  })
}
