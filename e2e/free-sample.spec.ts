import { type Browser, expect, type Page, test } from '@playwright/test'
import { adminToken } from './support/admins.ts'
import { completeProfile, createMember, signIn } from './support/members.ts'
import { advanceOrders } from './support/orders.ts'
import { moveOrder, orderDay, ordersOf } from './support/shop.ts'
import { shiftMonths } from '../domain/business-time.ts'
import type { Language } from '../domain/languages.ts'
import { formatLongDate } from '../web/lib/format.ts'
import { SESSION_KEYS } from '../web/lib/session-keys.ts'
import { chooseLanguage } from './support/language.ts'

/**
 * The member's free-sample request (issue 18): choose a brand (and its format), a size, read the
 * sample, pick the address, confirm; the tracking id shows and the household may not ask again
 * until the date the "Sorry!" notice names. Staff move the order to DELIVERED (through the orders
 * route in English), and the member follows it in the order history and on its tracker. The demo seed's samples
 * are used: Lembut Comfort pants S and M, tape NB, and Lembut Premium tape NB.
 */
const TEXT = {
  en: {
    tiles: 'What would you like to do?',
    tile: 'Free sample',
    menu: 'Menu',
    headerButton: 'Free samples',
    pickTitle: 'Free sample',
    brands: 'Choose a brand',
    formats: (brand: string) => `Choose a type of ${brand}`,
    sizeTitle: 'Choose a size',
    sizes: (brand: string, format: string) => `Sizes of ${brand} ${format}`,
    comfortPantsM: 'Lembut Comfort pants M sample',
    premiumTapeNb: 'Lembut Premium tape NB sample',
    delivery: 'Your sample will be delivered within 2-3 weeks.',
    rules: 'Free sample rules',
    gapRule: 'One sample per baby per household every 3 months.',
    request: 'Request',
    addresses: 'My addresses',
    useAddress: 'Use this address',
    confirmTitle: 'Confirm your free sample',
    confirm: 'Confirm',
    errorTitle: 'Error',
    offline: 'You appear to be offline. Please check your connection.',
    sent: 'Request sent',
    trackingId: /Your free sample request ([A-F0-9]+) is on its way to us\./,
    track: 'Track my request',
    sorry: 'Sorry!',
    already: 'Your household has already requested a free sample.',
    again: (date: string) => `You can request again from ${date}.`,
    ordersTab: 'Order history',
    order: (label: string) => `Order ${label}`,
    free: 'Free sample',
    delivered: 'Delivered',
    trackTitle: 'Track your order',
    progress: 'Delivery progress',
  },
  bm: {
    tiles: 'Apa yang anda ingin lakukan?',
    tile: 'Sampel percuma',
    menu: 'Menu',
    headerButton: 'Sampel percuma',
    pickTitle: 'Sampel percuma',
    brands: 'Pilih jenama',
    formats: (brand: string) => `Pilih jenis ${brand}`,
    sizeTitle: 'Pilih saiz',
    sizes: (brand: string, format: string) => `Saiz ${brand} ${format}`,
    comfortPantsM: 'Sampel Lembut Comfort pants M',
    premiumTapeNb: 'Sampel Lembut Premium tape NB',
    delivery: 'Sampel anda akan dihantar dalam masa 2-3 minggu.',
    rules: 'Peraturan sampel percuma',
    gapRule: 'Satu sampel bagi setiap bayi bagi setiap isi rumah setiap 3 bulan.',
    request: 'Mohon',
    addresses: 'Alamat saya',
    useAddress: 'Guna alamat ini',
    confirmTitle: 'Sahkan sampel percuma anda',
    confirm: 'Sahkan',
    errorTitle: 'Ralat',
    offline: 'Anda kelihatan di luar talian. Sila semak sambungan anda.',
    sent: 'Permohonan dihantar',
    trackingId: /Permohonan sampel percuma anda ([A-F0-9]+) telah kami terima\./,
    track: 'Jejak permohonan saya',
    sorry: 'Maaf!',
    already: 'Isi rumah anda telah memohon sampel percuma.',
    again: (date: string) => `Anda boleh memohon semula mulai ${date}.`,
    ordersTab: 'Sejarah pesanan',
    order: (label: string) => `Pesanan ${label}`,
    free: 'Sampel percuma',
    delivered: 'Telah dihantar',
    trackTitle: 'Jejak pesanan anda',
    progress: 'Kemajuan penghantaran',
  },
} as const
type Texts = (typeof TEXT)[Language]

/** A member with an address of a household of its own (`street`), signed in, in `language`, past the after-login pop-ups. */
async function requester(page: Page, request: Parameters<typeof createMember>[0], language: Language, street: string) {
  const member = await createMember(request)
  await completeProfile(request, member, { line1: street })
  await signIn(page, member, { wizard: 'none' })
  await page.getByRole('dialog', { name: 'Welcome to Lembut Baby Club!' }).getByRole('button', { name: 'OKAY' }).click()
  await page.getByRole('dialog', { name: 'How to collect points' }).getByRole('button', { name: 'OKAY' }).click()
  if (language === 'bm') await chooseLanguage(page, 'bm')
  return member
}

/** A street no other test's member lives on: household limits count by address. */
const newStreet = () => `${Date.now() % 1_000_000} Jalan Sampel`

const brandCard = (page: Page, x: Texts, name: string) => page.getByRole('list', { name: x.brands }).getByRole('link', { name })

/** From the sample's detail through the address list to the confirm screen. */
async function pickAddress(page: Page, x: Texts, street: string) {
  await page.getByRole('button', { name: x.request }).click()
  await expect(page).toHaveURL(/\/viewAddress\?type=sample&sampleId=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: x.addresses })).toBeVisible()
  await page.getByRole('radio', { name: new RegExp(street) }).check()
  await page.getByRole('button', { name: x.useAddress }).click()
  await expect(page).toHaveURL(/\/freesample\/confirm\?addressId=\d+&sampleId=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: x.confirmTitle })).toBeVisible()
  await expect(page.getByText(street)).toBeVisible()
}

/** Confirms and answers the tracking id the "Request sent" dialog shows. */
async function confirmSent(page: Page, x: Texts): Promise<string> {
  await page.getByRole('button', { name: x.confirm, exact: true }).click()
  const sent = page.getByRole('dialog', { name: x.sent })
  await expect(sent).toContainText(x.delivery)
  const text = await sent.getByRole('status').textContent()
  return x.trackingId.exec(text ?? '')![1]!
}

/** The "Sorry!" notice with the date the household may ask again: 3 months after its order's day, in Malaysia. */
async function seeSorry(page: Page, x: Texts, language: Language, orderId: string) {
  const sorry = page.getByRole('dialog', { name: x.sorry })
  await expect(sorry).toContainText(x.already)
  await expect(sorry).toContainText(x.again(formatLongDate(shiftMonths(orderDay(orderId), 3), language)))
  await expect(sorry.getByRole('list', { name: x.rules })).toContainText(x.gapRule)
  await sorry.getByRole('button', { name: 'OKAY' }).click()
  await expect(sorry).toBeHidden()
}

/** Staff move the order to DELIVERED through the orders route, one step at a time, from a browser of their own. */
async function deliver(browser: Browser, request: Parameters<typeof createMember>[0], orderId: string) {
  const office = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const token = await adminToken(await office.newPage())
  await office.close()
  await advanceOrders(request, token, [orderId], 'PROCESSING')
  await advanceOrders(request, token, [orderId], 'DELIVERING', { courier: 'Pos Laju', trackingNumber: 'EP987654321MY' })
  await advanceOrders(request, token, [orderId], 'DELIVERED')
}

/** The member's first address id, as the app keeps the member. */
const addressIdOf = (page: Page): Promise<number> =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key)!) as { addresses: { id: number }[] }).addresses[0]!.id, SESSION_KEYS.member)

/** The sample order in the order history (free, delivered) and on its tracker, DELIVERED reached. */
async function seeDelivered(page: Page, x: Texts, label: string, sampleName: string) {
  await page.goto('/pointshop?tab=orders')
  await expect(page.getByRole('tab', { name: x.ordersTab })).toHaveAttribute('aria-selected', 'true')
  const order = page.getByRole('article', { name: x.order(label) })
  await expect(order).toContainText(sampleName)
  await expect(order).toContainText(x.free)
  await expect(order).toContainText(x.delivered)
  await expect(order).not.toContainText(/\b0 (points|mata)\b/)
  await order.getByRole('link').filter({ hasText: label }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.trackTitle })).toBeVisible()
  const steps = page.getByRole('list', { name: x.progress }).getByRole('listitem')
  await expect(steps).toHaveCount(4)
  await expect(steps.nth(3)).toContainText(x.delivered)
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step')
  await expect(page.getByText('EP987654321MY')).toBeVisible()
}

test('in English a member asks for a sample once despite a lost answer, is told when the household may ask again, and follows the delivery', async ({ page, request, browser }) => {
  const x = TEXT.en
  const street = newStreet()
  const member = await requester(page, request, 'en', street)

  // Brand, then its format (Lembut Comfort has two), then the sizes that have a sample, in size order.
  await page.getByRole('navigation', { name: x.tiles }).getByRole('button', { name: x.tile }).click()
  await expect(page).toHaveURL(/\/picksample$/)
  await expect(page.getByRole('heading', { level: 1, name: x.pickTitle })).toBeVisible()
  await brandCard(page, x, 'Lembut Comfort').click()
  await expect(page).toHaveURL(/\/picksample\?brandId=\d+$/)
  const formats = page.getByRole('list', { name: x.formats('Lembut Comfort') })
  await expect(formats.getByRole('link')).toHaveCount(2)
  await formats.getByRole('link', { name: /pants/i }).click()
  await expect(page).toHaveURL(/\/picksize\?brandId=\d+&formatId=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: x.sizeTitle })).toBeVisible()
  const sizes = page.getByRole('list', { name: x.sizes('Lembut Comfort', 'pants') }).getByRole('link')
  await expect(sizes).toHaveText(['S', 'M'])
  await sizes.filter({ hasText: 'M' }).click()

  // The detail survives a reload: the choice travels in the URL.
  await expect(page).toHaveURL(/\/samplesdetail\?id=\d+$/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: x.comfortPantsM })).toBeVisible()
  await expect(page.getByText(x.delivery)).toBeVisible()
  await expect(page.getByRole('list', { name: x.rules })).toContainText(x.gapRule)
  await pickAddress(page, x, street)
  await expect(page.getByText(x.comfortPantsM)).toBeVisible()

  // The first answer is lost on the way back: the retry carries the same key and gets the same order.
  const keys: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/sample/redeem')) keys.push(r.headers()['idempotency-key'] ?? '')
  })
  await page.route(
    '**/api/sample/redeem',
    async (route) => {
      await route.fetch()
      await route.abort('failed')
    },
    { times: 1 },
  )
  await page.getByRole('button', { name: x.confirm, exact: true }).click()
  const error = page.getByRole('dialog', { name: x.errorTitle })
  await expect(error).toContainText(x.offline)
  await error.getByRole('button', { name: 'OKAY' }).click()
  const label = await confirmSent(page, x)
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
  const orders = ordersOf(member.uuid)
  expect(orders).toHaveLength(1)
  expect(orders[0]!.split('-')[0]!.toUpperCase()).toBe(label)
  await page.getByRole('dialog', { name: x.sent }).getByRole('button', { name: 'OKAY' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  // A second try: the tile says when the household may ask again.
  await page.getByRole('navigation', { name: x.tiles }).getByRole('button', { name: x.tile }).click()
  await seeSorry(page, x, 'en', orders[0]!)
  await expect(page).toHaveURL(/\/dashboard$/)

  await deliver(browser, request, orders[0]!)
  await seeDelivered(page, x, label, x.comfortPantsM)
})

test('in Malay a member asks for a one-format brand’s sample from the header, then is told when to ask again, and sees it delivered', async ({ page, request }) => {
  const x = TEXT.bm
  const street = newStreet()
  const member = await requester(page, request, 'bm', street)

  // The header's menu (on a phone) leads in too; Lembut Premium has one format, so its sizes come at once.
  const header = page.getByRole('banner')
  // The menu's name is for screen readers only on a phone: its icon is what is pressed.
  await header.locator('summary', { hasText: x.menu }).click()
  await header.getByRole('button', { name: x.headerButton }).click()
  await expect(page).toHaveURL(/\/picksample$/)
  await brandCard(page, x, 'Lembut Premium').click()
  await expect(page).toHaveURL(/\/picksize\?brandId=\d+&formatId=\d+$/)
  const sizes = page.getByRole('list', { name: x.sizes('Lembut Premium', 'tape') }).getByRole('link')
  await expect(sizes).toHaveText(['NB'])
  await sizes.click()
  await expect(page.getByRole('heading', { level: 1, name: x.premiumTapeNb })).toBeVisible()
  await expect(page.getByText(x.delivery)).toBeVisible()
  await pickAddress(page, x, street)
  const label = await confirmSent(page, x)
  const [orderId] = ordersOf(member.uuid)

  // Its tracker: placed, the rest to come.
  await page.getByRole('link', { name: x.track }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.trackTitle })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: x.order(label) })).toBeVisible()
  await expect(page.getByRole('list', { name: x.progress }).getByRole('listitem').nth(0)).toHaveAttribute('aria-current', 'step')

  await page.goto('/dashboard')
  await page.getByRole('navigation', { name: x.tiles }).getByRole('button', { name: x.tile }).click()
  await seeSorry(page, x, 'bm', orderId!)

  // Straight to the confirm screen of another sample: the API refuses, and the notice names the date it gave.
  const other = ((await (await request.get('/api/sample/fetch')).json()) as { data: { id: number }[] }).data.at(-1)!.id
  await page.goto(`/freesample/confirm?addressId=${await addressIdOf(page)}&sampleId=${other}`)
  await page.getByRole('button', { name: x.confirm, exact: true }).click()
  await seeSorry(page, x, 'bm', orderId!)
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(ordersOf(member.uuid)).toHaveLength(1)

  // Staff's moves, straight in the database this time (the English test goes through the orders route).
  moveOrder(orderId!, 'PROCESSING')
  moveOrder(orderId!, 'DELIVERING', { courier: 'Pos Laju', trackingNumber: 'EP987654321MY' })
  moveOrder(orderId!, 'DELIVERED')
  await seeDelivered(page, x, label, x.premiumTapeNb)
})
