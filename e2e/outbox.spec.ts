import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { newUniqueCode } from '../domain/unique-code.ts'
import { allowFor, BUDGET } from './support/budgets.ts'
import { seedCodes } from './support/codes.ts'
import { createMember, memberToken, signIn } from './support/members.ts'
import { waitForServiceWorker } from './support/offline.ts'

test('a 5th code sent from the outbox brings its RM5 e-voucher to the notice and the list', async ({ page, context, request }) => {
  allowFor(BUDGET.replayMs)
  const codes = Array.from({ length: 5 }, () => newUniqueCode((n) => randomBytes(n)))
  seedCodes(codes, 10)
  const member = await createMember(request)
  const token = await memberToken(request, member)
  // Four codes of a milestone brand already registered online.
  for (const code of codes.slice(0, 4)) {
    const res = await request.post('/api/user/scancode', { headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() }, data: { code } })
    expect(res.status()).toBe(200)
  }
  await signIn(page, member)
  await waitForServiceWorker(page)
  await page.goto('/scancode')
  await page.getByRole('button', { name: 'Key in code' }).click()

  await context.setOffline(true)
  await page.getByLabel('Unique code').fill(codes[4]!)
  await page.getByRole('button', { name: 'Submit code' }).click()
  await expect(page.getByText(`No connection: ${codes[4]} is saved`)).toBeVisible()
  await page.getByRole('link', { name: '1 waiting to be sent' }).click()

  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`${codes[4]} was credited: \\+\\d+ points and an RM5 e-voucher \\(RM5`) })).toBeVisible({ timeout: BUDGET.replayMs })
  await expect(page.getByRole('listitem').filter({ hasText: codes[4]! })).toContainText(/Credited: \d+ points and your RM5 e-voucher RM5/)
})

test('a code whose session the server ended is tried once, not every second, and sent after the next sign-in', async ({ page, context, request }) => {
  const code = newUniqueCode((n) => randomBytes(n))
  seedCodes([code], 10)
  const member = await createMember(request)
  // The page's clock, so a minute passes without waiting one.
  await page.clock.install()
  await signIn(page, member)
  await waitForServiceWorker(page)
  await page.goto('/scancode')
  await page.getByRole('button', { name: 'Key in code' }).click()
  await context.setOffline(true)
  await page.getByLabel('Unique code').fill(code)
  await page.getByRole('button', { name: 'Submit code' }).click()
  await expect(page.getByText(`No connection: ${code} is saved`)).toBeVisible()

  // The session ends on the server while the phone is offline (the member logged out elsewhere).
  const token = await page.evaluate(() => localStorage.getItem('club-token'))
  expect((await request.post('/api/user/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(204)
  const sent: string[] = []
  context.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/user/scancode') sent.push(r.method())
  })
  await context.setOffline(false)
  // The replay meets 401: the page forgets the session, as a failed session check does.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  expect(sent).toEqual(['POST'])

  // A minute, a second at a time, each second's replay (if any) run to its end.
  for (let second = 0; second < 60; second++) {
    await page.clock.runFor(1000)
    await expect.poll(() => page.evaluate(async () => (await navigator.locks.query()).held?.length ?? 0)).toBe(0)
  }
  expect(sent).toEqual(['POST'])

  // Signing in again sends it.
  await signIn(page, member)
  await expect(page.getByRole('status').filter({ hasText: `${code} was credited` })).toBeVisible()
  expect(sent).toEqual(['POST', 'POST'])
})
