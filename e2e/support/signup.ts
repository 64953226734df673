import { expect, type Page } from '@playwright/test'
import { PASSWORD } from '../fixtures.ts'
import type { Language } from '../../domain/languages.ts'

export const SIGNUP_TEXT = {
  en: { name: 'Full name', number: 'Mobile number', email: 'Email', password: 'Password', dob: 'Your date of birth', march: 'March', agree: /I agree to the/, signup: 'Sign up' },
  bm: { name: 'Nama penuh', number: 'Nombor telefon bimbit', email: 'E-mel', password: 'Kata laluan', dob: 'Tarikh lahir anda', march: 'Mac', agree: /Saya bersetuju dengan/, signup: 'Daftar' },
} as const

/** Picks a day, month (by its name) and year in the three selects of a date field. */
export async function chooseDate(page: Page, legend: string, day: string, month: string, year: string) {
  const group = page.getByRole('group', { name: legend })
  await group.getByRole('combobox').nth(0).selectOption(day)
  await group.getByRole('combobox').nth(1).selectOption({ label: month })
  await group.getByRole('combobox').nth(2).selectOption(year)
}

/** Fills the landing page's signup form with what it needs, as a member would, and sends it. */
export async function signUpThroughForm(page: Page, language: Language, member: { number: string; email: string }, password = PASSWORD) {
  const x = SIGNUP_TEXT[language]
  await page.getByLabel(x.name).fill('Siti Aminah')
  await page.getByLabel(x.number).fill(member.number)
  await page.getByLabel(x.email, { exact: true }).fill(member.email)
  await page.getByLabel(x.password, { exact: true }).fill(password)
  await chooseDate(page, x.dob, '12', x.march, '1993')
  await page.getByLabel(x.agree).check()
  await page.getByRole('main').getByRole('button', { name: x.signup }).click()
}

/** Waits for the signup form (it loads after the first paint) and answers it. */
export async function expectSignupForm(page: Page, language: Language) {
  await expect(page.getByLabel(SIGNUP_TEXT[language].name)).toBeVisible()
}
