import type { Page } from '@playwright/test'
import type { Language } from '../../domain/languages.ts'

/**
 * Presses EN or BM on the header's language switch. The button is named exactly, within its own
 * group: a random pack or voucher code on the page may hold "BM" or "EN".
 */
export const chooseLanguage = (page: Page, language: Language) =>
  page
    .getByRole('group', { name: /^(Language|Bahasa)$/ })
    .getByRole('button', { name: language.toUpperCase(), exact: true })
    .click()
