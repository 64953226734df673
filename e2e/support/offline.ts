import type { Page } from '@playwright/test'

/** Waits until the service worker controls the page, so what it fetches is cached from then on. */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
}
