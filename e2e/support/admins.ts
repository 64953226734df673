import { expect, type Page } from '@playwright/test'
import { SESSION_KEYS } from '../../web/lib/session-keys.ts'
import type { Language } from '../../domain/languages.ts'
import { E2E_ADMIN } from '../fixtures.ts'
import { chooseLanguage } from './language.ts'

const DASHBOARD = /\/admin\/brand\/dashboard$/

// The session of the last sign-in, reused by later tests: the API allows 30 admin sign-ins a
// client in 15 minutes, and the suite's back-office tests, run from one address, need more.
let session: { token: string; type: string } | undefined

/**
 * Signs in to the back office as the e2e admin and waits for its first screen. The first time it
 * goes through the login form; later it opens the app with that session while the API still takes
 * it, and logs in again when it has ended (a test that logged out). With a language, it then
 * presses that language on the switch.
 */
export async function signInAsAdmin(page: Page, language?: Language) {
  await openBackOffice(page)
  if (language) await chooseLanguage(page, language)
}

async function openBackOffice(page: Page) {
  // A session a test ended by logging out is answered 401: then log in again.
  if (session && (await page.request.get('/api/admin/fetch/dashboard/brand', { headers: { authorization: `Bearer ${session.token}` } })).ok()) {
    await page.goto('/admin/login')
    await page.evaluate(({ keys, saved }) => {
      localStorage.setItem(keys.token, saved.token)
      localStorage.setItem(keys.type, saved.type)
    }, { keys: SESSION_KEYS, saved: session })
    await page.goto('/admin/brand/dashboard')
    await expect(page).toHaveURL(DASHBOARD)
    return
  }
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(DASHBOARD)
  session = await page.evaluate((keys) => ({ token: localStorage.getItem(keys.token)!, type: localStorage.getItem(keys.type)! }), SESSION_KEYS)
}

/** The e2e admin's bearer token, for calling back-office routes straight; `page` is of a browser context of its own (the session is kept in its storage). */
export async function adminToken(page: Page): Promise<string> {
  await signInAsAdmin(page)
  return session!.token
}
