import { expect, type Page, test } from '@playwright/test'
import { allowFor, BUDGET } from './support/budgets.ts'
import { completeProfile, createMember, signIn } from './support/members.ts'
import { addPregnantOffer, makePregnant, moveOrder, ordersOf } from './support/shop.ts'
import { seedPoints } from './support/tiers.ts'
import { businessDate, shiftMonths } from '../domain/business-time.ts'
import type { Language } from '../domain/languages.ts'
import { chooseLanguage } from './support/language.ts'

/**
 * The member's point shop (issue 16): browse the demo catalogue, fill the cart kept on the device,
 * pick the delivery address, confirm, then follow the order in the history and on its tracker. The
 * demo seed's items RW-1002 (300 points, Baby Product), RW-1003 (2,500, Baby Product and Special
 * Deals) and RW-1004 (1,800, Special Deals) are used by name; the catalogue may hold more.
 */
const TEXT = {
  en: {
    tiles: 'What would you like to do?',
    pointShop: 'Point shop',
    shopTab: 'Shop',
    ordersTab: 'Order history',
    points: (n: string) => `Your points: ${n}`,
    categories: 'Categories',
    all: 'All',
    pregnant: 'Pregnant offer',
    babyProduct: 'Baby Product',
    specialDeals: 'Special Deals',
    rewards: 'Rewards',
    wipes: 'Gentle baby wipes, 80 sheets',
    giftSet: 'Baby bath and body gift set',
    fan: 'Clip-on stroller fan',
    addToCart: 'Add to cart',
    cart: 'My cart',
    cartLink: (n: number) => `My cart (${n})`,
    cartLines: 'Items in your cart',
    line: (quantity: number, points: string) => `${quantity} × ${points} points`,
    more: (name: string) => `One more ${name}`,
    less: (name: string) => `One fewer ${name}`,
    pts: (n: string) => `${n} points`,
    addItem: 'Add item',
    confirm: 'Confirm',
    emptyCart: 'Your cart is empty.',
    addresses: 'My addresses',
    useAddress: 'Use this address',
    confirmTitle: 'Confirm your order',
    errorTitle: 'Error',
    offline: 'You appear to be offline. Please check your connection.',
    insufficient: 'Insufficient points.',
    placed: 'Thank you! Your order is placed',
    orderNumber: /Your order number is ([A-F0-9]+)\./,
    track: 'Track this order',
    trackTitle: 'Track your order',
    order: (label: string) => `Order ${label}`,
    progress: 'Delivery progress',
    steps: ['Order placed', 'Processing', 'Delivering', 'Delivered'],
    done: 'Done',
    now: 'Now',
    next: 'Next',
    courier: 'Courier',
    history: 'My order history',
    pointsHistory: 'Points history',
    used: 'Used',
    shopOrder: 'Point shop order',
    usedAmount: (n: string) => `−${n} points`,
  },
  bm: {
    tiles: 'Apa yang anda ingin lakukan?',
    pointShop: 'Kedai mata',
    shopTab: 'Kedai',
    ordersTab: 'Sejarah pesanan',
    points: (n: string) => `Mata anda: ${n}`,
    categories: 'Kategori',
    all: 'Semua',
    pregnant: 'Tawaran ibu mengandung',
    babyProduct: 'Baby Product',
    specialDeals: 'Special Deals',
    rewards: 'Ganjaran',
    wipes: 'Tisu basah bayi lembut, 80 helai',
    giftSet: 'Set hadiah mandian dan badan bayi',
    fan: 'Kipas kereta sorong klip',
    addToCart: 'Tambah ke troli',
    cart: 'Troli saya',
    cartLink: (n: number) => `Troli saya (${n})`,
    cartLines: 'Item dalam troli anda',
    line: (quantity: number, points: string) => `${quantity} × ${points} mata`,
    more: (name: string) => `Tambah satu ${name}`,
    less: (name: string) => `Kurangkan satu ${name}`,
    pts: (n: string) => `${n} mata`,
    addItem: 'Tambah item',
    confirm: 'Sahkan',
    emptyCart: 'Troli anda kosong.',
    addresses: 'Alamat saya',
    useAddress: 'Guna alamat ini',
    confirmTitle: 'Sahkan pesanan anda',
    errorTitle: 'Ralat',
    offline: 'Anda kelihatan di luar talian. Sila semak sambungan anda.',
    insufficient: 'Mata tidak mencukupi.',
    placed: 'Terima kasih! Pesanan anda telah dibuat',
    orderNumber: /Nombor pesanan anda ialah ([A-F0-9]+)\./,
    track: 'Jejak pesanan ini',
    trackTitle: 'Jejak pesanan anda',
    order: (label: string) => `Pesanan ${label}`,
    progress: 'Kemajuan penghantaran',
    steps: ['Pesanan dibuat', 'Sedang diproses', 'Dalam penghantaran', 'Telah dihantar'],
    done: 'Selesai',
    now: 'Sekarang',
    next: 'Seterusnya',
    courier: 'Kurier',
    history: 'Sejarah pesanan saya',
    pointsHistory: 'Sejarah mata',
    used: 'Digunakan',
    shopOrder: 'Pesanan kedai mata',
    usedAmount: (n: string) => `−${n} mata`,
  },
} as const

type Texts = (typeof TEXT)[Language]

/** A member with a complete profile (its address is 12 Jalan Kenanga) and `points` more, signed in, in `language`, past the after-login pop-ups. */
async function shopper(page: Page, request: Parameters<typeof createMember>[0], language: Language, points: number) {
  const member = await createMember(request)
  await completeProfile(request, member) // +200 points
  seedPoints(member.uuid, [{ points, source: 'scan' }])
  await signIn(page, member, { wizard: 'none' })
  await page.getByRole('dialog', { name: 'Welcome to Lembut Baby Club!' }).getByRole('button', { name: 'OKAY' }).click()
  await page.getByRole('dialog', { name: 'How to collect points' }).getByRole('button', { name: 'OKAY' }).click()
  if (language === 'bm') await chooseLanguage(page, 'bm')
  return member
}

const item = (page: Page, x: Texts, name: string) => page.getByRole('list', { name: x.rewards, exact: true }).getByRole('link', { name: new RegExp(`^${name}`) })
/** The cart's total to redeem: the first of its figures. */
const cartTotal = (page: Page) => page.getByRole('definition').first()
const cartLine = (page: Page, x: Texts, name: string) => page.getByRole('list', { name: x.cartLines }).getByRole('listitem').filter({ hasText: name })

/** From the shop's card to the cart: the detail page adds one and opens the cart. */
async function addFromShop(page: Page, x: Texts, name: string) {
  await item(page, x, name).click()
  await expect(page).toHaveURL(/\/rewarddetail\?/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.getByRole('button', { name: x.addToCart }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.cart })).toBeVisible()
}

/** Browses the shop and fills the cart with 2 wipes (600 points), through plus and minus and the add-item link; it survives a reload. */
async function fillCart(page: Page, x: Texts, balance: string) {
  await page.getByRole('navigation', { name: x.tiles }).getByRole('link', { name: x.pointShop }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.pointShop })).toBeVisible()
  await expect(page.getByRole('tab', { name: x.shopTab })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText(x.points(balance))).toBeVisible()

  // Category chips: All first; no pregnant offer for a member who is not expecting.
  const chips = page.getByRole('group', { name: x.categories })
  await expect(chips.getByRole('button', { name: x.all })).toHaveAttribute('aria-pressed', 'true')
  await expect(chips.getByRole('button', { name: x.pregnant })).toHaveCount(0)
  await expect(item(page, x, x.wipes)).toBeVisible()
  await chips.getByRole('button', { name: x.specialDeals }).click()
  await expect(chips.getByRole('button', { name: x.specialDeals })).toHaveAttribute('aria-pressed', 'true')
  await expect(item(page, x, x.fan)).toBeVisible()
  await expect(item(page, x, x.wipes)).toHaveCount(0)
  await chips.getByRole('button', { name: x.babyProduct }).click()
  await expect(item(page, x, x.fan)).toHaveCount(0)
  await expect(item(page, x, x.wipes)).toContainText(x.pts('300'))

  await addFromShop(page, x, x.wipes)
  const wipes = cartLine(page, x, x.wipes)
  await expect(wipes).toContainText(x.line(1, '300'))
  await wipes.getByRole('button', { name: x.more(x.wipes) }).click()
  await wipes.getByRole('button', { name: x.more(x.wipes) }).click()
  await expect(wipes).toContainText(x.line(3, '300'))
  await wipes.getByRole('button', { name: x.less(x.wipes) }).click()
  await expect(wipes).toContainText(x.line(2, '300'))
  await expect(cartTotal(page)).toHaveText(x.pts('600'))

  // Another item from the shop: 600 + 2,500 leaves too little for one more of either.
  await page.getByRole('link', { name: x.addItem }).click()
  await expect(page.getByRole('link', { name: x.cartLink(2) })).toBeVisible()
  await addFromShop(page, x, x.giftSet)
  const giftSet = cartLine(page, x, x.giftSet)
  await expect(cartTotal(page)).toHaveText(x.pts('3,100'))
  await expect(giftSet.getByRole('button', { name: x.more(x.giftSet) })).toBeDisabled()
  await expect(wipes.getByRole('button', { name: x.more(x.wipes) })).toBeDisabled()
  await expect(page.getByRole('button', { name: x.confirm })).toBeEnabled()
  // Minus at 1 takes the line away.
  await giftSet.getByRole('button', { name: x.less(x.giftSet) }).click()
  await expect(giftSet).toHaveCount(0)
  await expect(wipes.getByRole('button', { name: x.more(x.wipes) })).toBeEnabled()

  // The cart is kept on the device.
  await page.reload()
  await expect(cartLine(page, x, x.wipes)).toContainText(x.line(2, '300'))
  await expect(cartTotal(page)).toHaveText(x.pts('600'))
}

/** From the cart's Confirm to the confirm screen, with the member's address picked. */
async function pickAddress(page: Page, x: Texts) {
  await page.getByRole('button', { name: x.confirm }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.addresses })).toBeVisible()
  await page.getByRole('radio', { name: /12 Jalan Kenanga/ }).check()
  await page.getByRole('button', { name: x.useAddress }).click()
  await expect(page).toHaveURL(/\/order\/confirm\?addressId=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: x.confirmTitle })).toBeVisible()
  await expect(cartLine(page, x, x.wipes)).toContainText(x.line(2, '300'))
  await expect(page.getByText('12 Jalan Kenanga')).toBeVisible()
}

/** Presses Confirm and waits for the error dialog, then closes it. */
async function confirmRefused(page: Page, x: Texts, message: string) {
  await page.getByRole('button', { name: x.confirm, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: x.errorTitle })
  await expect(dialog).toContainText(message)
  await dialog.getByRole('button', { name: 'OKAY' }).click()
  await expect(dialog).toBeHidden()
}

/** Confirms and answers the order number shown. */
async function confirmPlaced(page: Page, x: Texts): Promise<string> {
  await page.getByRole('button', { name: x.confirm, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.placed })).toBeVisible()
  const text = await page.getByRole('status').filter({ hasText: x.orderNumber }).textContent()
  return x.orderNumber.exec(text ?? '')![1]!
}

/** The order in the history tab (kept in the URL across a reload), then points history's Used tab. */
async function seeHistory(page: Page, x: Texts, label: string, status: string) {
  await page.getByRole('link', { name: x.history }).click()
  await expect(page).toHaveURL(/\/pointshop\?tab=orders$/)
  await page.reload()
  await expect(page.getByRole('tab', { name: x.ordersTab })).toHaveAttribute('aria-selected', 'true')
  const orders = page.getByRole('article')
  await expect(orders).toHaveCount(1)
  const order = page.getByRole('article', { name: x.order(label) })
  await expect(order).toContainText(x.wipes)
  await expect(order).toContainText(x.line(2, '300'))
  await expect(order).toContainText('12 Jalan Kenanga')
  await expect(order).toContainText(status)
  await expect(order.getByRole('list', { name: x.progress }).getByRole('listitem')).toHaveCount(4)

  await page.goto('/viewpoints')
  await expect(page.getByRole('heading', { level: 1, name: x.pointsHistory })).toBeVisible()
  await page.getByRole('tab', { name: x.used }).click()
  const used = page.getByRole('tabpanel', { name: x.used }).getByRole('listitem').filter({ hasText: x.shopOrder })
  await expect(used).toHaveCount(1)
  await expect(used).toContainText(x.usedAmount('600'))
}

test('in English a member browses, keeps a cart, orders once despite a lost answer and follows the order', async ({ page, request }) => {
  allowFor(BUDGET.memberStoryMs)
  const x = TEXT.en
  const member = await shopper(page, request, 'en', 3000)

  // A reward on the dashboard leads to its detail.
  const reward = page.getByRole('region', { name: 'Rewards to redeem' }).getByRole('listitem').first().getByRole('link')
  await reward.click()
  await expect(page).toHaveURL(/\/rewarddetail\?id=\d+&type=item$/)
  await expect(page.getByRole('button', { name: x.addToCart })).toBeVisible()
  await page.goBack()

  await fillCart(page, x, '3,200')
  await pickAddress(page, x)

  // The first answer is lost on the way back: the retry carries the same key and gets the same order.
  const keys: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/rewards/redeem')) keys.push(r.headers()['idempotency-key'] ?? '')
  })
  await page.route(
    '**/api/rewards/redeem',
    async (route) => {
      await route.fetch()
      await route.abort('failed')
    },
    { times: 1 },
  )
  await confirmRefused(page, x, x.offline)
  const label = await confirmPlaced(page, x)
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
  expect(ordersOf(member.uuid)).toHaveLength(1)
  await expect(page.getByText(x.points('2,600'))).toBeVisible()

  // The tracker: placed, the rest still to come.
  await page.getByRole('link', { name: x.track }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.trackTitle })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: x.order(label) })).toBeVisible()
  const steps = page.getByRole('list', { name: x.progress }).getByRole('listitem')
  await expect(steps).toHaveCount(4)
  await expect(steps.nth(0)).toContainText(x.steps[0])
  await expect(steps.nth(0)).toContainText(x.now)
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step')
  await expect(steps.nth(0).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  await expect(steps.nth(1)).toContainText(x.next)
  await expect(page.getByText(x.courier)).toHaveCount(0)

  await seeHistory(page, x, label, x.steps[0])

  // The cart is empty now: no confirming, and the confirm screen sends back to the shop.
  await page.goto('/order/addtocart')
  await expect(page.getByText(x.emptyCart)).toBeVisible()
  await expect(page.getByRole('button', { name: x.confirm })).toBeDisabled()
  await page.goto('/order/confirm?addressId=1')
  await expect(page).toHaveURL(/\/pointshop$/)

  // Unknown items and orders lead back to the shop and the dashboard.
  await page.goto('/rewarddetail?id=999999&type=item')
  await expect(page).toHaveURL(/\/pointshop$/)
  await page.goto('/order/track?id=00000000-0000-0000-0000-000000000000')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/order/track')
  await expect(page).toHaveURL(/\/dashboard$/)

  // Signing out forgets the cart on this device.
  await page.goto('/pointshop')
  await addFromShop(page, x, x.wipes)
  await page.getByRole('button', { name: 'Log out' }).click()
  await signIn(page, member, { wizard: 'none' })
  await page.goto('/order/addtocart')
  await expect(page.getByText(x.emptyCart)).toBeVisible()
})

test('in Malay a member orders, is told when the points fall short, and follows the parcel with its courier', async ({ page, request }) => {
  allowFor(BUDGET.memberStoryMs)
  const x = TEXT.bm
  const member = await shopper(page, request, 'bm', 3000)
  await fillCart(page, x, '3,200')
  await pickAddress(page, x)

  // The points are spent elsewhere meanwhile: the API refuses, the dialog says why in Malay.
  seedPoints(member.uuid, [{ points: -3000, source: 'contestEntry' }])
  await confirmRefused(page, x, x.insufficient)
  expect(ordersOf(member.uuid)).toHaveLength(0)
  seedPoints(member.uuid, [{ points: 3000, source: 'scan' }])
  const label = await confirmPlaced(page, x)
  await expect(page.getByText(x.points('2,600'))).toBeVisible()

  // Staff move it on: processing, then out with the courier.
  const [orderId] = ordersOf(member.uuid)
  moveOrder(orderId!, 'PROCESSING')
  moveOrder(orderId!, 'DELIVERING', { courier: 'Pos Laju', trackingNumber: 'EP123456789MY' })
  await page.getByRole('link', { name: x.track }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.trackTitle })).toBeVisible()
  const steps = page.getByRole('list', { name: x.progress }).getByRole('listitem')
  await expect(steps.nth(0)).toContainText(x.done)
  await expect(steps.nth(1)).toContainText(x.steps[1])
  await expect(steps.nth(1)).toContainText(x.done)
  await expect(steps.nth(2)).toContainText(x.steps[2])
  await expect(steps.nth(2)).toContainText(x.now)
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step')
  await expect(steps.nth(2).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  await expect(steps.nth(3)).toContainText(x.next)
  await expect(steps.nth(3).locator('time')).toHaveCount(0)
  await expect(page.getByText(x.courier)).toBeVisible()
  await expect(page.getByText('Pos Laju')).toBeVisible()
  await expect(page.getByText('EP123456789MY')).toBeVisible()

  await seeHistory(page, x, label, x.steps[2])
})

test('an expecting member orders a pregnant offer from its own chip and cart', async ({ page, request }) => {
  const x = TEXT.en
  const offer = { en: `Maternity care pack ${Date.now()}`, bm: `Pek penjagaan ibu ${Date.now()}` }
  addPregnantOffer(offer, 400)
  const member = await createMember(request)
  await completeProfile(request, member)
  makePregnant(member.uuid, shiftMonths(businessDate(new Date()), 2))
  seedPoints(member.uuid, [{ points: 1000, source: 'scan' }])
  await signIn(page, member, { wizard: 'none' })

  await page.goto('/pointshop')
  const chips = page.getByRole('group', { name: x.categories })
  await expect(item(page, x, x.wipes)).toBeVisible()
  await expect(item(page, x, offer.en)).toHaveCount(0)
  await chips.getByRole('button', { name: x.pregnant }).click()
  await expect(item(page, x, x.wipes)).toHaveCount(0)
  await item(page, x, offer.en).click()
  await expect(page).toHaveURL(/\/rewarddetail\?id=\d+&type=pregnant$/)
  await page.getByRole('button', { name: x.addToCart }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My pregnant offer cart' })).toBeVisible()
  await expect(cartLine(page, x, offer.en)).toContainText(x.line(1, '400'))

  // Its cart is its own: the catalogue's stays empty.
  await page.goto('/pointshop')
  await expect(page.getByRole('link', { name: 'My pregnant offer cart (1)' })).toBeVisible()
  await expect(page.getByRole('link', { name: x.cartLink(1) })).toHaveCount(0)
  await page.getByRole('link', { name: 'My pregnant offer cart (1)' }).click()

  await page.getByRole('button', { name: x.confirm }).click()
  await expect(page).toHaveURL(/\/viewAddress\?type=pregnant$/)
  await page.getByRole('radio', { name: /12 Jalan Kenanga/ }).check()
  await page.getByRole('button', { name: x.useAddress }).click()
  await expect(page).toHaveURL(/\/order\/pregnant\/confirm\?addressId=\d+$/)
  const label = await confirmPlaced(page, x)
  await expect(page.getByText(x.points('800'))).toBeVisible()
  await page.getByRole('link', { name: x.history }).click()
  await expect(page.getByRole('article', { name: x.order(label) })).toContainText(offer.en)
})
