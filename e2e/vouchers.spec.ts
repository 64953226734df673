import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { completeProfile, createMember, signIn } from './support/members.ts'
import { seedPoints } from './support/tiers.ts'
import { addVoucherType, giveMilestoneVoucher, vouchersOf } from './support/vouchers.ts'
import { businessDate, shiftDays } from '../domain/business-time.ts'
import type { Language } from '../domain/languages.ts'
import { chooseLanguage } from './support/language.ts'

/**
 * The member's e-vouchers (issue 17): redeem one in the shop's E-vouchers chip, find it in My
 * vouchers' Current tab beside the milestone vouchers won by codes, copy its code, use it, find it
 * in History; a second use (from a screen opened before) is refused, and the refusal is shown.
 * Voucher types and their codes are put straight into the e2e database, as the back office would.
 */
const TEXT = {
  en: {
    tiles: 'What would you like to do?',
    pointShop: 'Point shop',
    shopTab: 'Shop',
    vouchersTab: 'My vouchers',
    points: (n: string) => `Your points: ${n}`,
    categories: 'Categories',
    chip: 'E-vouchers',
    offers: 'E-vouchers to redeem',
    worth: (value: string) => `Worth ${value}`,
    pts: (n: string) => `${n} points`,
    redeem: 'Redeem',
    redeemTitle: 'Redeem this e-voucher?',
    rm5: 'RM5 e-voucher',
    rm10: 'RM10 e-voucher',
    validity: (date: string) => `Redeemed today, it is valid until ${date}.`,
    redeemBody: (name: string, value: string, points: string) => `${name} (${value}) for ${points} points.`,
    after: (n: string) => `Your points after this: ${n}`,
    redeemNow: 'Redeem now',
    short: (n: string) => `You need ${n} more points to redeem this e-voucher.`,
    errorTitle: 'Error',
    offline: 'You appear to be offline. Please check your connection.',
    insufficient: 'Insufficient points.',
    none: 'No vouchers yet',
    current: 'Current',
    history: 'History',
    voucherTitle: 'My e-voucher',
    codeTitle: 'Your voucher code',
    copy: 'Copy code',
    copied: 'Copied',
    copyManually: 'Copying is not available here. The code is selected: copy it with your device’s copy command.',
    validUntil: (date: string) => `Valid until ${date}`,
    expired: (date: string) => `Expired: it was valid until ${date}`,
    usedOn: /Used on \d{2}\/\d{2}\/\d{4}/,
    howTo: 'How to use',
    useNow: 'Use now',
    useTitle: 'Use this voucher now?',
    usedNotice: 'Done: this voucher is now used. You will find it under History.',
    alreadyUsed: 'This voucher has already been used.',
    back: 'Back to my vouchers',
  },
  bm: {
    tiles: 'Apa yang anda ingin lakukan?',
    pointShop: 'Kedai mata',
    shopTab: 'Kedai',
    vouchersTab: 'Baucar saya',
    points: (n: string) => `Mata anda: ${n}`,
    categories: 'Kategori',
    chip: 'E-baucar',
    offers: 'E-baucar untuk ditebus',
    worth: (value: string) => `Bernilai ${value}`,
    pts: (n: string) => `${n} mata`,
    redeem: 'Tebus',
    redeemTitle: 'Tebus e-baucar ini?',
    rm5: 'E-baucar RM5',
    rm10: 'E-baucar RM10',
    validity: (date: string) => `Jika ditebus hari ini, ia sah sehingga ${date}.`,
    redeemBody: (name: string, value: string, points: string) => `${name} (${value}) dengan ${points} mata.`,
    after: (n: string) => `Mata anda selepas ini: ${n}`,
    redeemNow: 'Tebus sekarang',
    short: (n: string) => `Anda memerlukan ${n} mata lagi untuk menebus e-baucar ini.`,
    errorTitle: 'Ralat',
    offline: 'Anda kelihatan di luar talian. Sila semak sambungan anda.',
    insufficient: 'Mata tidak mencukupi.',
    none: 'Belum ada baucar',
    current: 'Semasa',
    history: 'Sejarah',
    voucherTitle: 'E-baucar saya',
    codeTitle: 'Kod baucar anda',
    copy: 'Salin kod',
    copied: 'Disalin',
    copyManually: 'Penyalinan tidak tersedia di sini. Kod telah dipilih: salinnya dengan arahan salin peranti anda.',
    validUntil: (date: string) => `Sah sehingga ${date}`,
    expired: (date: string) => `Tamat tempoh: sah sehingga ${date}`,
    usedOn: /Digunakan pada \d{2}\/\d{2}\/\d{4}/,
    howTo: 'Cara menggunakan',
    useNow: 'Guna sekarang',
    useTitle: 'Guna baucar ini sekarang?',
    usedNotice: 'Selesai: baucar ini kini telah digunakan. Anda akan menemuinya di bawah Sejarah.',
    alreadyUsed: 'Baucar ini telah digunakan.',
    back: 'Kembali ke baucar saya',
  },
} as const

type Texts = (typeof TEXT)[Language]

/** YYYY-MM-DD as members read dates: dd/mm/yyyy. */
const shown = (date: string) => date.split('-').reverse().join('/')

/** A member with a complete profile (+200 points) and `points` more, signed in, in `language`, past the after-login pop-ups. */
async function voucherHolder(page: Page, request: Parameters<typeof createMember>[0], language: Language, points: number) {
  const member = await createMember(request)
  await completeProfile(request, member)
  seedPoints(member.uuid, [{ points, source: 'scan' }])
  await signIn(page, member, { wizard: 'none' })
  await page.getByRole('dialog', { name: 'Welcome to Lembut Baby Club!' }).getByRole('button', { name: 'OKAY' }).click()
  await page.getByRole('dialog', { name: 'How to collect points' }).getByRole('button', { name: 'OKAY' }).click()
  if (language === 'bm') await chooseLanguage(page, 'bm')
  return member
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true })
const offerCard = (page: Page, x: Texts, name: string) => page.getByRole('list', { name: x.offers }).getByRole('link', { name: new RegExp(`^${name}`) })

/** From the dashboard to the Shop tab's E-vouchers chip. */
async function openVoucherOffers(page: Page, x: Texts, balance: string) {
  await page.goto('/pointshop')
  await expect(tab(page, x.shopTab)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText(x.points(balance))).toBeVisible()
  const chip = page.getByRole('group', { name: x.categories }).getByRole('button', { name: x.chip })
  await chip.click()
  await expect(chip).toHaveAttribute('aria-pressed', 'true')
}

/** Opens an offer's detail from its card. */
async function openOffer(page: Page, x: Texts, offer: { name: string; value: string; points: string }) {
  const card = offerCard(page, x, offer.name)
  await expect(card).toContainText(x.worth(offer.value))
  await expect(card).toContainText(x.pts(offer.points))
  await card.click()
  await expect(page).toHaveURL(/\/rewarddetail\?id=\d+&type=voucher$/)
  await expect(page.getByRole('heading', { level: 1, name: offer.name })).toBeVisible()
  // The date it will be valid until is told before the points are spent: the default, 31 December.
  await expect(page.getByText(x.validity(shown(`${businessDate(new Date()).slice(0, 4)}-12-31`)))).toBeVisible()
}

/** Redeem, then the confirmation naming the points, confirmed. */
async function redeem(page: Page, x: Texts, offer: { name: string; value: string; points: string }, after: string) {
  await page.getByRole('button', { name: x.redeem, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: x.redeemTitle })
  await expect(dialog).toContainText(x.redeemBody(offer.name, offer.value, offer.points))
  await expect(dialog).toContainText(x.after(after))
  await dialog.getByRole('button', { name: x.redeemNow }).click()
  await expect(dialog).toBeHidden()
}

/** The error dialog says `message`; OKAY closes it. */
async function refused(page: Page, x: Texts, message: string) {
  const dialog = page.getByRole('dialog', { name: x.errorTitle })
  await expect(dialog).toContainText(message)
  await dialog.getByRole('button', { name: 'OKAY' }).click()
  await expect(dialog).toBeHidden()
}

/** The voucher page of a voucher just redeemed or opened: its code, value and expiry, and how to use it; the code never in the URL. */
async function seeVoucher(page: Page, x: Texts, voucher: { name: string; code: string; value: string; expiresOn: string }) {
  await expect(page).toHaveURL(/\/voucherorder\?id=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: x.voucherTitle })).toBeVisible()
  const card = page.getByRole('article', { name: voucher.name })
  await expect(card.getByRole('region', { name: x.codeTitle })).toContainText(voucher.code)
  await expect(card).toContainText(voucher.value)
  await expect(card.getByText(x.validUntil(shown(voucher.expiresOn)))).toBeVisible()
  await expect(card.getByRole('heading', { name: x.howTo })).toBeVisible()
  await expect(card.getByRole('listitem')).toHaveCount(3)
  expect(page.url()).not.toContain(voucher.code)
}

/** Use now, confirmed: the voucher is used, said so, and has no Use now any more. */
async function useVoucher(page: Page, x: Texts) {
  await page.getByRole('button', { name: x.useNow }).click()
  const dialog = page.getByRole('dialog', { name: x.useTitle })
  await dialog.getByRole('button', { name: x.useNow }).click()
  await expect(dialog).toBeHidden()
}

/**
 * Uses the voucher on `page`, after `stale` opened the same voucher; then My vouchers' History
 * holds it, Current the milestone RM5 (drawn without a picture), History the RM10 that expired;
 * and `stale`, still offering Use now, is refused and shows why.
 */
async function useAndFindInHistory(page: Page, stale: Page, x: Texts, voucher: { name: string; code: string }, uuid: string, milestones: { rm5: string; yesterday: string }) {
  await expect(stale.getByRole('button', { name: x.useNow })).toBeVisible()

  await useVoucher(page, x)
  await expect(page.getByText(x.usedNotice)).toBeVisible()
  await expect(page.getByText(x.usedOn)).toBeVisible()
  await expect(page.getByRole('button', { name: x.useNow })).toHaveCount(0)
  expect(vouchersOf(uuid).find((v) => v.code === voucher.code)?.used).toBe(true)

  await page.getByRole('link', { name: x.back }).click()
  await expect(page).toHaveURL(/\/pointshop\?tab=vouchers&list=history$/)
  await expect(tab(page, x.history)).toHaveAttribute('aria-selected', 'true')
  const history = panel(page, x.history)
  const used = history.getByRole('link', { name: new RegExp(`^${voucher.name}`) })
  await expect(used).toContainText(x.usedOn)
  await expect(used.locator('img')).toHaveCount(1)
  await expect(history.getByRole('link', { name: new RegExp(`^${x.rm10}`) })).toContainText(x.expired(shown(milestones.yesterday)))

  await tab(page, x.current).click()
  await expect(page).toHaveURL(/\/pointshop\?tab=vouchers$/)
  const current = panel(page, x.current)
  const rm5 = current.getByRole('link', { name: new RegExp(`^${x.rm5}`) })
  await expect(rm5).toContainText(x.validUntil(shown(milestones.rm5)))
  await expect(rm5).toContainText('RM 5.00')
  await expect(rm5.locator('img')).toHaveCount(0)
  await expect(current.getByRole('link', { name: new RegExp(`^${voucher.name}`) })).toHaveCount(0)

  // The screen opened before the use still offers it: the API refuses, and the member is told.
  await useVoucher(stale, x)
  await expect(stale.getByRole('alert')).toHaveText(x.alreadyUsed)
  await expect(stale.getByText(x.usedOn)).toBeVisible()
  await expect(stale.getByRole('button', { name: x.useNow })).toHaveCount(0)
  await stale.close()
}

/** The same voucher page, opened in another tab of the member's browser. */
async function sameVoucherElsewhere(context: BrowserContext, url: string, x: Texts) {
  const other = await context.newPage()
  await other.goto(url)
  await expect(other.getByRole('heading', { level: 1, name: x.voucherTitle })).toBeVisible()
  return other
}

test('in English a member redeems an e-voucher once despite a lost answer, copies its code, uses it and finds it in History', async ({ page, context, request }) => {
  const x = TEXT.en
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const today = businessDate(new Date())
  const offer = { name: `Grocery e-voucher ${Date.now()}`, value: 'RM 10.00', points: '500' }
  const { codes } = addVoucherType(offer.name, { points: 500, valueSen: 1000 })
  const dear = { name: `Family day out ${Date.now()}`, value: 'RM 200.00', points: '50,000' }
  addVoucherType(dear.name, { points: 50_000, valueSen: 20_000 })
  const member = await voucherHolder(page, request, 'en', 1000)

  // Nothing held yet.
  await page.getByRole('navigation', { name: x.tiles }).getByRole('link', { name: x.pointShop }).click()
  await tab(page, x.vouchersTab).click()
  await expect(page).toHaveURL(/\/pointshop\?tab=vouchers$/)
  await expect(page.getByText(x.none)).toBeVisible()

  // Codes collected meanwhile won the RM5 voucher; an RM10 one expired yesterday.
  const milestones = { rm5: shiftDays(today, 30), yesterday: shiftDays(today, -1) }
  giveMilestoneVoucher(member.uuid, 5, milestones.rm5)
  giveMilestoneVoucher(member.uuid, 10, milestones.yesterday)

  // Too dear: Redeem is disabled and says how many points are missing.
  await openVoucherOffers(page, x, '1,200')
  await openOffer(page, x, dear)
  await expect(page.getByRole('button', { name: x.redeem, exact: true })).toBeDisabled()
  await expect(page.getByText(x.short('48,800'))).toBeVisible()

  await openVoucherOffers(page, x, '1,200')
  await openOffer(page, x, offer)
  await expect(page.getByRole('button', { name: x.redeem, exact: true })).toBeEnabled()

  // The first answer is lost on the way back: the retry carries the same key and gets the same voucher.
  const keys: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/rewards/voucher/redeem')) keys.push(r.headers()['idempotency-key'] ?? '')
  })
  await page.route(
    '**/api/rewards/voucher/redeem',
    async (route) => {
      await route.fetch()
      await route.abort('failed')
    },
    { times: 1 },
  )
  await redeem(page, x, offer, '700')
  await refused(page, x, x.offline)
  await redeem(page, x, offer, '700')
  const expiresOn = `${today.slice(0, 4)}-12-31`
  await seeVoucher(page, x, { ...offer, code: codes[0]!, expiresOn })
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
  expect(vouchersOf(member.uuid).filter((v) => codes.includes(v.code))).toEqual([{ code: codes[0], used: false }])

  // Copied with the Clipboard API, and said so.
  await page.getByRole('button', { name: x.copy }).click()
  await expect(page.getByRole('status').filter({ hasText: x.copied })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes[0])

  const stale = await sameVoucherElsewhere(context, page.url(), x)
  await useAndFindInHistory(page, stale, x, { name: offer.name, code: codes[0]! }, member.uuid, milestones)

  // The points spent show in the shop.
  await tab(page, x.shopTab).click()
  await expect(page.getByText(x.points('700'))).toBeVisible()

  // No voucher, or one that is not the member's, leads to the dashboard.
  await page.goto('/voucherorder')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/voucherorder?id=999999')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('in Malay a member is told when the points fall short, redeems, copies the code by hand where there is no clipboard, and a second use is refused', async ({
  page,
  context,
  request,
}) => {
  const x = TEXT.bm
  const today = businessDate(new Date())
  const offer = { name: `Baucar runcit ${Date.now()}`, value: 'RM 10.00', points: '500' }
  const { codes } = addVoucherType(offer.name, { points: 500, valueSen: 1000 })
  const member = await voucherHolder(page, request, 'bm', 1000)
  const milestones = { rm5: shiftDays(today, 30), yesterday: shiftDays(today, -1) }
  const rm5Code = giveMilestoneVoucher(member.uuid, 5, milestones.rm5)
  giveMilestoneVoucher(member.uuid, 10, milestones.yesterday)

  await openVoucherOffers(page, x, '1,200')
  await openOffer(page, x, offer)

  // The points are spent elsewhere meanwhile: the API refuses, the dialog says why in Malay, and Redeem then says what is missing.
  seedPoints(member.uuid, [{ points: -1200, source: 'contestEntry' }])
  await redeem(page, x, offer, '700')
  await refused(page, x, x.insufficient)
  await expect(page.getByRole('button', { name: x.redeem, exact: true })).toBeDisabled()
  await expect(page.getByText(x.short('500'))).toBeVisible()
  expect(vouchersOf(member.uuid).filter((v) => codes.includes(v.code))).toEqual([])

  seedPoints(member.uuid, [{ points: 1200, source: 'scan' }])
  await page.reload()
  await expect(page.getByText(x.points('1,200'))).toBeVisible()
  await redeem(page, x, offer, '700')
  await seeVoucher(page, x, { ...offer, code: codes[0]!, expiresOn: `${today.slice(0, 4)}-12-31` })

  // No clipboard here (a page not served securely, an older browser): the code is selected for copying by hand.
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }))
  await page.getByRole('button', { name: x.copy }).click()
  await expect(page.getByRole('status').filter({ hasText: x.copyManually })).toBeVisible()
  expect(await page.evaluate(() => getSelection()?.toString().trim())).toBe(codes[0])

  const stale = await sameVoucherElsewhere(context, page.url(), x)
  await useAndFindInHistory(page, stale, x, { name: offer.name, code: codes[0]! }, member.uuid, milestones)

  // The milestone voucher opens on its own page, ready to use.
  await panel(page, x.current).getByRole('link', { name: new RegExp(`^${x.rm5}`) }).click()
  await seeVoucher(page, x, { name: x.rm5, code: rm5Code, value: 'RM 5.00', expiresOn: milestones.rm5 })
  await expect(page.getByRole('button', { name: x.useNow })).toBeEnabled()
})
