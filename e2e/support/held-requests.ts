import type { Page } from '@playwright/test'

/**
 * Holds the page's requests to `url` on their way until the returned function is called, so a
 * test can see what the page shows while it waits (`times`: only the first so many are held).
 */
export async function holdRequests(page: Page, url: string | RegExp, times?: number): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    url,
    async (route) => {
      await held
      await route.continue()
    },
    { times },
  )
  return release
}
