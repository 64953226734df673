import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { HTML_LANG, LANGUAGES } from '../domain/languages.ts'
import { newUniqueCode } from '../domain/unique-code.ts'
import { milestoneBrands } from './support/brands.ts'
import { seedCodes } from './support/codes.ts'
import { createMember, doublePointMultiplier, signIn } from './support/members.ts'
import { chooseLanguage } from './support/language.ts'

const TEXT = {
  en: {
    title: 'My quests', start: 'Get started', more: 'Earn more', done: 'Done',
    scan: 'Scan your first pack', scanBadge: '3x pts', scanPromise: (brands: string) => `Your first code from ${brands} earns 3x points.`,
    profile: 'Complete your profile', profileBadge: '200 pts', profilePromise: 'Complete it once to earn 200 points.',
    baby: 'Add your baby', receipt: 'Upload a receipt', receiptBadge: '3x pts', receiptPromise: 'Your first approved baby-care receipt earns 3x points.',
    refer: 'Refer a friend', referBadge: '500 pts', referPromise: 'You earn 500 points for each friend who joins, for up to 5 friends a month.',
    keyIn: 'Key in code', codeLabel: 'Unique code', submit: 'Submit code', firstCode: 'Your first code: 3x points!', earned: (n: number) => `You earned ${n} points.`, badge: /\b\d+x? pts\b/,
  },
  bm: {
    title: 'Misi saya', start: 'Mulakan', more: 'Kumpul lebih banyak', done: 'Selesai',
    scan: 'Imbas pek pertama anda', scanBadge: '3x mata', scanPromise: (brands: string) => `Kod pertama anda daripada ${brands} mendapat 3x mata.`,
    profile: 'Lengkapkan profil anda', profileBadge: '200 mata', profilePromise: 'Lengkapkan sekali untuk mendapat 200 mata.',
    baby: 'Tambah bayi anda', receipt: 'Muat naik resit', receiptBadge: '3x mata', receiptPromise: 'Resit penjagaan bayi pertama anda yang diluluskan mendapat 3x mata.',
    refer: 'Rujuk rakan', referBadge: '500 mata', referPromise: 'Anda mendapat 500 mata bagi setiap rakan yang menyertai, sehingga 5 rakan sebulan.',
    keyIn: 'Taip kod', codeLabel: 'Kod unik', submit: 'Hantar kod', firstCode: 'Kod pertama anda: 3x mata!', earned: (n: number) => `Anda memperoleh ${n} mata.`, badge: /\b\d+x? mata\b/,
  },
} as const

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`each quest promises what its rule pays, and the first code pays it (${language})`, async ({ page, request }) => {
    const code = newUniqueCode((n) => new Uint8Array(randomBytes(n)))
    seedCodes([code], 40, 'Lembut Comfort')
    const member = await createMember(request)
    await signIn(page, member)
    await chooseLanguage(page, language)
    await page.goto('/quest')
    await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible()

    const quest = (group: string, title: string) => page.getByRole('region', { name: group }).getByRole('listitem').filter({ hasText: title })
    await expect(quest(x.start, x.scan)).toContainText(x.scanBadge)
    // The seeded brands, and any another test added to the campaign, in the app's 'A, B or C'.
    const brands = milestoneBrands()
    expect(brands).toEqual(expect.arrayContaining(['Lembut Comfort', 'Lembut Premium']))
    const scanPromise = x.scanPromise(new Intl.ListFormat(HTML_LANG[language], { type: 'disjunction' }).format(brands))
    await expect(quest(x.start, x.scan)).toContainText(scanPromise)
    await expect(quest(x.start, x.profile)).toContainText(x.profileBadge)
    await expect(quest(x.start, x.profile)).toContainText(x.profilePromise)
    await expect(quest(x.more, x.receipt)).toContainText(x.receiptBadge)
    await expect(quest(x.more, x.receipt)).toContainText(x.receiptPromise)
    await expect(quest(x.more, x.refer)).toContainText(x.referBadge)
    await expect(quest(x.more, x.refer)).toContainText(x.referPromise)
    // Adding a baby earns no points, so it promises none.
    await expect(quest(x.start, x.baby)).toBeVisible()
    await expect(quest(x.start, x.baby)).not.toContainText(x.badge)

    // The promise comes true: the first Lembut Comfort code earns 3x its 40 points.
    await page.getByRole('link', { name: x.scan }).click()
    await expect(page).toHaveURL(/\/scancode$/)
    await page.getByRole('button', { name: x.keyIn }).click()
    await page.getByLabel(x.codeLabel).fill(code)
    await page.getByRole('button', { name: x.submit }).click()
    await expect(page.getByRole('dialog', { name: x.firstCode })).toContainText(x.earned(40 * 3 * (await doublePointMultiplier(request))))

    await page.goto('/quest')
    await expect(quest(x.start, x.scan)).toContainText(x.done)
    await expect(quest(x.start, x.scan)).not.toContainText(scanPromise)
  })
}
