import type { Page } from '@playwright/test'

/** Waits until the service worker controls the page, so what it fetches is cached from then on. */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
}

/**
 * Opens `path` with the context offline, as a member opens the app with no network. Playwright's
 * offline emulation reaches a document already open, but Debian's Chromium 150 starts each new
 * document with `navigator.onLine` true all the same (its requests do fail), so the emulation is
 * sent again to the new document, which then hears that it is offline; `backOnline` ends both.
 */
export async function openOffline(page: Page, path: string) {
  await page.context().setOffline(true)
  await page.goto(path)
  const devtools = await page.context().newCDPSession(page)
  const conditions = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 }
  await devtools.send('Network.emulateNetworkConditions', { ...conditions, offline: true })
  await page.waitForFunction(() => !navigator.onLine)
  return {
    async backOnline() {
      await page.context().setOffline(false)
      await devtools.send('Network.emulateNetworkConditions', { ...conditions, offline: false })
      await devtools.detach()
    },
  }
}
