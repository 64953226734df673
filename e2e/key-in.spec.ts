import { expect, test } from '@playwright/test'
import { seedCodes } from './support/codes.ts'
import { createMember, doublePointMultiplier, signIn } from './support/members.ts'
import { chooseLanguage } from './support/language.ts'

test('keys in a code in Malay and shows why a used code is refused', async ({ page, request }) => {
  const code = 'J6YJSRGC1C'
  seedCodes([code], 40, 'Lembut Basics')
  const member = await createMember(request)
  await signIn(page, member)
  await chooseLanguage(page, 'bm')
  await page.goto('/scancode')
  await page.getByRole('button', { name: 'Taip kod' }).click()
  await page.getByLabel('Kod unik').fill('j6yj')
  await page.getByRole('button', { name: 'Hantar kod' }).click()
  const alert = page.getByRole('dialog', { name: 'Ralat' })
  await expect(alert).toContainText('Sila masukkan sekurang-kurangnya 10 aksara')
  await alert.getByRole('button', { name: 'OKAY' }).click()

  await page.getByLabel('Kod unik').fill(code.toLowerCase())
  await expect(page.getByLabel('Kod unik')).toHaveValue(code)
  await page.getByRole('button', { name: 'Hantar kod' }).click()
  await expect(page).toHaveURL(/\/scancode\/success$/)
  // Lembut Basics runs no milestone campaign: a Gold member's first code earns 2x.
  await expect(page.getByRole('dialog', { name: 'Mata ditambah!' })).toContainText(`Anda memperoleh ${80 * (await doublePointMultiplier(request))} mata.`)
  await page.getByRole('dialog', { name: 'Mata ditambah!' }).getByRole('button', { name: 'Imbas lagi' }).click()

  await page.getByLabel('Kod unik').fill(code)
  await page.getByRole('button', { name: 'Hantar kod' }).click()
  const refused = page.getByRole('dialog', { name: 'Ralat' })
  await expect(refused).toContainText('Anda telah mendaftarkan kod ini.')
  await refused.getByRole('button', { name: 'OKAY' }).click()
  await expect(page).toHaveURL(/\/scancode$/)
})
