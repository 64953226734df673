import { expect, type Page } from '@playwright/test'
import { E2E_ADMIN } from '../fixtures.ts'

/** Signs in to the back office as the e2e admin and waits for its first screen. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/admin\/brand\/dashboard$/)
}
