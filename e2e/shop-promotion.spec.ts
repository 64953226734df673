import { expect, test } from '@playwright/test'
import { LANGUAGES } from '../domain/languages.ts'
import { adminToken } from './support/admins.ts'
import { completeProfile, createMember, signIn } from './support/members.ts'
import { chooseLanguage } from './support/language.ts'

const SHOP = { en: { shop: 'Point shop', promotions: 'Promotions' }, bm: { shop: 'Kedai mata', promotions: 'Promosi' } } as const

for (const language of LANGUAGES) {
  test(`the point shop shows the free-ticket promotion the back office scheduled, in the member's language, only while it runs (${language})`, async ({ browser, page }) => {
    const adminPage = await (await browser.newContext()).newPage()
    const headers = { authorization: `Bearer ${await adminToken(adminPage)}` }
    const tag = `${language}-${Date.now()}`
    const promotion = {
      kind: 'promotion',
      titleEn: `Free movie tickets ${tag}`,
      titleBm: `Tiket wayang percuma ${tag}`,
      bodyEn: 'Two tickets for 500 points.\nTwo per household.',
      bodyBm: 'Dua tiket untuk 500 mata.\nDua bagi setiap isi rumah.',
      startsAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      endsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    }
    const added = await adminPage.request.post('/api/admin/setting/notice/add', { headers, data: promotion })
    expect(added.status()).toBe(201)
    const { id } = await added.json()

    try {
      const member = await createMember(page.request, 'Siti Promo')
      await completeProfile(page.request, member, { line1: `${tag} Jalan Promosi` })
      await signIn(page, member, { wizard: 'none' })
      await page.getByRole('dialog', { name: 'Welcome to Lembut Baby Club!' }).getByRole('button', { name: 'OKAY' }).click()
      await page.getByRole('dialog', { name: 'How to collect points' }).getByRole('button', { name: 'OKAY' }).click()
      if (language === 'bm') await chooseLanguage(page, 'bm')
      await page.goto('/pointshop')
      const block = page.getByRole('region', { name: SHOP[language].promotions })
      const title = language === 'en' ? promotion.titleEn : promotion.titleBm
      await expect(block.getByRole('heading', { name: title })).toBeVisible()
      // Plain text, its line break kept; never the other language.
      await expect(block).toContainText((language === 'en' ? promotion.bodyEn : promotion.bodyBm).split('\n')[1]!)
      await expect(block).not.toContainText(language === 'en' ? promotion.titleBm : promotion.titleEn)

      // Ended: gone from the shop.
      const ended = { ...promotion, id, startsAt: new Date(Date.now() - 120 * 60_000).toISOString(), endsAt: new Date(Date.now() - 60 * 60_000).toISOString() }
      expect((await adminPage.request.post('/api/admin/setting/notice/edit', { headers, data: ended })).ok()).toBe(true)
      await page.reload()
      await expect(page.getByRole('heading', { name: SHOP[language].shop, level: 1 })).toBeVisible()
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
    } finally {
      await adminPage.request.post('/api/admin/setting/notice/delete', { headers, data: { id } })
    }
  })
}
