import { expect, test } from '@playwright/test'

test.describe('the shell', () => {
  test('shows the landing page in English with the club header and footer', async ({ page }) => {
    await page.goto('/en')
    await expect(page.getByRole('link', { name: 'Lembut Baby Club' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Join Lembut Baby Club' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Legal and contact' }).getByRole('link', { name: 'Privacy' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('switches to Malay from the URL and the switch, and remembers it', async ({ page }) => {
    await page.goto('/en/signin')
    await page.getByRole('button', { name: 'BM', exact: true }).click()
    await expect(page).toHaveURL(/\/bm\/signin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Log masuk' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'BM', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms')

    // Pages without a language in the URL use the remembered one.
    await page.goto('/faq/how-to-collect-points')
    await expect(page.getByRole('heading', { level: 1, name: 'Cara mengumpul mata' })).toBeVisible()
    await page.getByRole('button', { name: 'EN', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'How to collect points' })).toBeVisible()
    await expect(page).toHaveURL(/\/faq\/how-to-collect-points$/)
  })

  test('titles each page by its heading in the language shown, and after a move gives the heading the focus', async ({ page }) => {
    await page.goto('/en')
    // A heading that names the club is the whole title; the first page keeps the focus where the browser put it.
    await expect(page).toHaveTitle('Join Lembut Baby Club')
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveTitle('Log in · Lembut Baby Club')
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeFocused()

    await page.getByRole('button', { name: 'BM', exact: true }).click()
    await expect(page).toHaveTitle('Log masuk · Lembut Baby Club')
    await expect(page.getByRole('heading', { level: 1, name: 'Log masuk' })).toBeFocused()

    // A link in the page goes with it: the next page's heading takes the focus.
    await page.getByRole('main').getByRole('link', { name: 'Lupa kata laluan?' }).click()
    await expect(page).toHaveTitle('Lupa kata laluan · Lembut Baby Club')
    await expect(page.getByRole('heading', { level: 1, name: 'Lupa kata laluan' })).toBeFocused()
  })

  test('redirects a language other than en or bm to the remembered language', async ({ page }) => {
    await page.goto('/bm')
    await expect(page.getByRole('heading', { level: 1, name: 'Sertai Lembut Baby Club' })).toBeVisible()
    await page.goto('/fr')
    await expect(page).toHaveURL(/\/bm$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sertai Lembut Baby Club' })).toBeVisible()
  })
})

test.describe('guards for a signed-out visitor', () => {
  test('sends member pages to the language home', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/en$/)
  })

  test('sends admin pages and unknown admin paths to the admin login', async ({ page }) => {
    await page.goto('/admin/brand/dashboard')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.goto('/admin/no-such-screen')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Lembut Baby Club back office' })).toBeVisible()
  })

  test('sends unknown paths to the language home', async ({ page }) => {
    await page.goto('/en/no/such/page')
    await expect(page).toHaveURL(/\/en$/)
  })

  test('sends pages reached without what they need to where the spec says', async ({ page }) => {
    // The success page only after a signup (its flag), else sign-in; a reset only from its link.
    await page.goto('/bm/registration/success')
    await expect(page).toHaveURL(/\/bm\/signin$/)
    await page.goto('/password/reset?user=someone')
    await expect(page).toHaveURL(/\/bm$/)
  })

  test('lets anyone see the public pages', async ({ page }) => {
    await page.goto('/productsinfo')
    await expect(page).toHaveURL(/\/productsinfo$/)
    await page.goto('/wishingtree')
    await expect(page).toHaveURL(/\/wishingtree$/)
  })
})

test('shows the 404 page to a session of unknown type', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('club-token', 'a-token-from-elsewhere')
    localStorage.setItem('club-session-type', 'partner')
  })
  for (const path of ['/dashboard', '/en', '/admin/brand/dashboard', '/no/such/page']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  }
})
