import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { newUniqueCode } from '../domain/unique-code.ts'
import { seedCodes } from './support/codes.ts'
import { createMember, memberToken, signIn } from './support/members.ts'
import { waitForServiceWorker } from './support/offline.ts'

test('a 5th code sent from the outbox brings its RM5 e-voucher to the notice and the list', async ({ page, context, request }) => {
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
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`${codes[4]} was credited: \\+\\d+ points and an RM5 e-voucher \\(RM5`) })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('listitem').filter({ hasText: codes[4]! })).toContainText(/Credited: \d+ points and your RM5 e-voucher RM5/)
})
