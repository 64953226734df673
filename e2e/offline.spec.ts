import { expect, test } from '@playwright/test'
import { seedCodes } from './support/codes.ts'
import { createMember, doublePointMultiplier, signIn } from './support/members.ts'
import { waitForServiceWorker } from './support/offline.ts'

test('opens the shell, the point chart and the FAQ offline, in English and Malay', async ({ page, context }) => {
  await page.goto('/en')
  await waitForServiceWorker(page)
  for (const path of ['/productsinfo', '/faq/how-to-collect-points', '/bm']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  await context.setOffline(true)
  await page.goto('/en/signin')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await page.goto('/productsinfo')
  await expect(page.getByRole('heading', { level: 1, name: 'Product point chart' })).toBeVisible()
  await expect(page.getByRole('cell', { name: /Lembut Comfort Pants/ }).first()).toBeVisible()
  await page.getByRole('button', { name: 'BM' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Carta mata produk' })).toBeVisible()
  await page.goto('/faq/how-to-collect-points')
  await expect(page.getByRole('heading', { level: 1, name: 'Cara mengumpul mata' })).toBeVisible()
  await page.goto('/bm')
  await expect(page.getByRole('heading', { level: 1, name: 'Sertai Lembut Baby Club' })).toBeVisible()
})

test('keeps keyed-in codes offline, through a reload, and credits each once when back online', async ({ page, context, request }) => {
  const codes = ['3C5RATQSCY', 'T86GV4S5KD', 'D23QVB7PD7']
  seedCodes(codes, 30, 'Lembut Basics')
  const member = await createMember(request)
  await signIn(page, member)
  await waitForServiceWorker(page)
  await expect(page.getByText('Your points: 0')).toBeVisible()
  await page.goto('/scancode')
  await expect(page.getByRole('heading', { name: 'Scan code' })).toBeVisible()

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Key in code' }).click()
  for (const code of codes) {
    await page.getByLabel('Unique code').fill(code)
    await page.getByRole('button', { name: 'Submit code' }).click()
    await expect(page.getByText(`No connection: ${code} is saved`)).toBeVisible()
  }
  const badge = page.getByRole('link', { name: '3 waiting to be sent' })
  await expect(badge).toBeVisible()
  await page.reload()
  await expect(badge).toBeVisible()
  await badge.click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Waiting for a connection' })).toHaveCount(3)

  // The first replay meets a failing server; the retry goes through.
  let failed = 0
  await context.route('**/api/user/scancode', async (route) => {
    if (failed++ === 0) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Error","code":"internal"}' })
    return route.continue()
  })
  await context.setOffline(false)
  await expect(page.getByRole('listitem').filter({ hasText: 'Credited' })).toHaveCount(3, { timeout: 30_000 })
  await expect(badge).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: /was credited: \+\d+ points/ }).first()).toBeVisible()

  // Checked through the API: each code credited exactly once (a Gold member's first code earns 2x).
  const signin = await request.post('/api/user/signin', { data: { email: member.email, password: member.password } })
  const { user } = (await signin.json()) as { user: { totalPoints: number } }
  expect(user.totalPoints).toBe((60 + 30 + 30) * (await doublePointMultiplier(request)))
  expect(failed).toBeGreaterThanOrEqual(4)
})
