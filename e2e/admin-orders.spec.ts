import { readFile } from 'node:fs/promises'
import { devices, type Download, expect, type Page, test } from '@playwright/test'
import { businessDate } from '../domain/business-time.ts'
import { LANGUAGES, type Language } from '../domain/languages.ts'
import { signInAsAdmin } from './support/admins.ts'
import { signIn } from './support/members.ts'
import { placeOrder, pointsOf, seedShopItem, shopper, stockLeft, tracking } from './support/orders.ts'

const TEXT = {
  en: {
    orders: 'Orders',
    report: 'Point shop report',
    reportTitle: 'Point shop redemption report',
    reportFilter: 'Filter the report',
    from: 'From',
    search: 'Email or phone',
    apply: 'Filter',
    dateRequired: 'Please fill up the date field.',
    state: { PROCESSING: 'Processing', DELIVERING: 'Delivering', DELIVERED: 'Delivered', CANCELLED: 'Cancelled' },
    filterLabel: 'Filter orders',
    status: 'Status',
    allStates: 'All states',
    filter: 'Filter',
    select: (order: string) => `Select order ${order}`,
    advanceSelected: (count: number, state: string) => `Advance selected (${count}) to ${state}`,
    advanceOne: (state: string, order: string) => `Advance to ${state}: order ${order}`,
    dialog: 'Move orders on',
    advance: 'Advance',
    moved: (state: string, count: number) => `Orders moved to ${state}: ${count}.`,
    skipped: (order: string) => `Order ${order}: no such order.`,
    file: 'CSV file',
    moveTo: 'Move them to',
    courier: 'Courier',
    trackingNumber: 'Tracking number',
    cancel: (order: string) => `Cancel order ${order}`,
    cancelTitle: (order: string) => `Cancel order ${order}?`,
    refund: (points: number, name: string) => `${points} points go back to ${name}`,
    confirmCancel: 'Cancel and refund',
    cancelled: (order: string, points: number, name: string) => `Order ${order} cancelled: ${points} points returned to ${name}.`,
    downloadOrders: 'Download orders CSV',
    downloadReport: 'Download CSV',
  },
  bm: {
    orders: 'Pesanan',
    report: 'Laporan kedai mata',
    reportTitle: 'Laporan penebusan kedai mata',
    reportFilter: 'Tapis laporan',
    from: 'Dari',
    search: 'E-mel atau telefon',
    apply: 'Tapis',
    dateRequired: 'Sila isi ruangan tarikh.',
    state: { PROCESSING: 'Sedang Diproses', DELIVERING: 'Dalam Penghantaran', DELIVERED: 'Telah Dihantar', CANCELLED: 'Dibatalkan' },
    filterLabel: 'Tapis pesanan',
    status: 'Status',
    allStates: 'Semua status',
    filter: 'Tapis',
    select: (order: string) => `Pilih pesanan ${order}`,
    advanceSelected: (count: number, state: string) => `Majukan yang dipilih (${count}) ke ${state}`,
    advanceOne: (state: string, order: string) => `Majukan ke ${state}: pesanan ${order}`,
    dialog: 'Majukan pesanan',
    advance: 'Majukan',
    moved: (state: string, count: number) => `Pesanan dimajukan ke ${state}: ${count}.`,
    skipped: (order: string) => `Pesanan ${order}: pesanan ini tidak wujud.`,
    file: 'Fail CSV',
    moveTo: 'Majukan ke',
    courier: 'Kurier',
    trackingNumber: 'Nombor penjejakan',
    cancel: (order: string) => `Batalkan pesanan ${order}`,
    cancelTitle: (order: string) => `Batalkan pesanan ${order}?`,
    refund: (points: number, name: string) => `${points} mata dikembalikan kepada ${name}`,
    confirmCancel: 'Batalkan dan pulangkan mata',
    cancelled: (order: string, points: number, name: string) => `Pesanan ${order} dibatalkan: ${points} mata dikembalikan kepada ${name}.`,
    downloadOrders: 'Muat turun CSV pesanan',
    downloadReport: 'Muat turun CSV',
  },
} as const
type Texts = (typeof TEXT)[Language]

async function ordersPage(page: Page, language: Language) {
  const x = TEXT[language]
  await signInAsAdmin(page, language)
  await page.getByRole('navigation').getByRole('link', { name: x.orders, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.orders })).toBeVisible()
}

/** Shows orders in every state (the page opens on Order Placed). */
async function showAllStates(page: Page, x: Texts) {
  const form = page.getByRole('form', { name: x.filterLabel })
  await form.getByLabel(x.status).selectOption({ label: x.allStates })
  await form.getByRole('button', { name: x.filter, exact: true }).click()
}

const lines = async (download: Download) => (await readFile((await download.path())!, 'utf8')).split('\r\n')

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`an order moves to DELIVERED step by step, by selection, by a CSV of ids and alone, and the member's tracking shows each step (${language})`, async ({ page, request, browser }) => {
    const item = seedShopItem({ points: 40, stock: 5, name: `Wipes ${language}` })
    const buyer = await shopper(request, 'Siti Delivery')
    const order = await placeOrder(request, buyer.token, buyer.addressId, [{ id: item.id, quantity: 1 }])
    const steps = async () => (await tracking(request, buyer.token, order.id)).data.map((e) => e.state)

    // The member follows the order on their own phone while staff move it.
    const memberContext = await browser.newContext({ ...devices['Pixel 7'] })
    const memberPage = await memberContext.newPage()
    await signIn(memberPage, buyer.member, { wizard: 'none' })
    await memberPage.goto(`/order/track?id=${order.id}`)
    const trackerSteps = memberPage.getByRole('list', { name: /Delivery progress|Kemajuan penghantaran/ }).getByRole('listitem')
    /** The member's tracker, opened afresh, shows step `current` (0-3) as the one reached, the earlier ones done. */
    const memberSees = async (current: number) => {
      await memberPage.reload()
      await expect(trackerSteps.nth(current)).toHaveAttribute('aria-current', 'step')
      for (let i = 0; i < current; i++) await expect(trackerSteps.nth(i).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
      for (let i = current + 1; i < 4; i++) await expect(trackerSteps.nth(i).locator('time')).toHaveCount(0)
    }
    await memberSees(0)

    await ordersPage(page, language)
    const row = page.getByRole('row').filter({ hasText: order.trackingId })
    await expect(row).toContainText(buyer.member.name)
    await expect(row).toContainText(`Wipes ${language}`)

    // Order Placed -> PROCESSING: by selection.
    await row.getByRole('checkbox', { name: x.select(order.trackingId) }).check()
    await page.getByRole('button', { name: x.advanceSelected(1, x.state.PROCESSING) }).click()
    const dialog = page.getByRole('dialog', { name: x.dialog })
    await dialog.getByRole('button', { name: x.advance, exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: x.moved(x.state.PROCESSING, 1) })).toBeVisible()
    expect(await steps()).toEqual(['Order Placed', 'PROCESSING'])
    await memberSees(1)

    // PROCESSING -> DELIVERING: by a CSV of ids, with the courier and a tracking number; an unknown id is listed.
    await showAllStates(page, x)
    await expect(row).toContainText(x.state.PROCESSING)
    const trackingNumber = `EP${Date.now()}MY`
    await page.getByLabel(x.file).setInputFiles({ name: 'ids.csv', mimeType: 'text/csv', buffer: Buffer.from(`orderId\r\n${order.id}\r\nnot-an-order\r\n`) })
    await dialog.getByLabel(x.moveTo).selectOption({ label: x.state.DELIVERING })
    await dialog.getByRole('button', { name: x.advance, exact: true }).click()
    // The courier and the tracking number are asked for before anything is sent.
    await expect(dialog.getByText('Please enter the courier and the tracking number.').or(dialog.getByText('Sila masukkan kurier dan nombor penjejakan.'))).toBeVisible()
    await dialog.getByLabel(x.courier).fill('Pos Laju')
    await dialog.getByLabel(x.trackingNumber).fill(trackingNumber)
    await dialog.getByRole('button', { name: x.advance, exact: true }).click()
    await expect(dialog).toBeHidden()
    const result = page.getByRole('status').filter({ hasText: x.moved(x.state.DELIVERING, 1) })
    await expect(result).toContainText(x.skipped('not-an-order'))
    await expect(row).toContainText(x.state.DELIVERING)
    await expect(row).toContainText(trackingNumber)
    const delivering = await tracking(request, buyer.token, order.id)
    expect(delivering.order).toMatchObject({ status: 'DELIVERING', courier: 'Pos Laju', trackingNumber })
    await memberSees(2)
    await expect(memberPage.getByText(trackingNumber)).toBeVisible()

    // DELIVERING -> DELIVERED: alone, from its row.
    await row.getByRole('button', { name: x.advanceOne(x.state.DELIVERED, order.trackingId) }).click()
    await dialog.getByRole('button', { name: x.advance, exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(row).toContainText(x.state.DELIVERED)
    await expect(row.getByRole('checkbox')).toHaveCount(0)

    const track = await tracking(request, buyer.token, order.id)
    expect(track.data.map((e) => e.state)).toEqual(['Order Placed', 'PROCESSING', 'DELIVERING', 'DELIVERED'])
    const times = track.data.map((e) => Date.parse(e.time))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(track.order).toMatchObject({ status: 'DELIVERED', courier: 'Pos Laju', trackingNumber })
    await memberSees(3)
    await memberContext.close()
    expect(await pointsOf(request, buyer.token)).toBe(buyer.points - 40)
  })

  test(`a cancelled order refunds the member and restores the stock; the orders CSV and pointshopReport.csv (${language})`, async ({ page, request }) => {
    const item = seedShopItem({ points: 40, stock: 5, name: `Lotion ${language}` })
    const buyer = await shopper(request, 'Aminah Refund')
    // Taken before the orders are placed, so that "from" holds them even if Malaysian midnight passes meanwhile.
    const orderDay = businessDate(new Date())
    const kept = await placeOrder(request, buyer.token, buyer.addressId, [{ id: item.id, quantity: 1 }])
    const dropped = await placeOrder(request, buyer.token, buyer.addressId, [{ id: item.id, quantity: 2 }])
    expect(await pointsOf(request, buyer.token)).toBe(buyer.points - 120)
    expect(stockLeft(item.id)).toBe(2)

    await ordersPage(page, language)
    const row = page.getByRole('row').filter({ hasText: dropped.trackingId })
    await row.getByRole('button', { name: x.cancel(dropped.trackingId) }).click()
    const dialog = page.getByRole('dialog', { name: x.cancelTitle(dropped.trackingId) })
    await expect(dialog).toContainText(x.refund(80, buyer.member.name))
    await dialog.getByRole('button', { name: x.confirmCancel }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: x.cancelled(dropped.trackingId, 80, buyer.member.name) })).toBeVisible()
    // The page shows Order Placed: the cancelled order has left it, the other is still there.
    await expect(row).toHaveCount(0)
    await expect(page.getByRole('row').filter({ hasText: kept.trackingId })).toBeVisible()

    expect(await pointsOf(request, buyer.token)).toBe(buyer.points - 40)
    expect(stockLeft(item.id)).toBe(4)
    expect((await tracking(request, buyer.token, dropped.id)).data.map((e) => e.state)).toEqual(['Order Placed', 'CANCELLED'])

    await showAllStates(page, x)
    await expect(row).toContainText(x.state.CANCELLED)
    await expect(row.getByRole('button', { name: x.cancel(dropped.trackingId) })).toHaveCount(0)

    // The warehouse's file: one line per item of the orders on screen.
    const ordersFile = page.waitForEvent('download')
    await page.getByRole('button', { name: x.downloadOrders }).click()
    const orders = await ordersFile
    expect(orders.suggestedFilename()).toBe('orders.csv')
    const ordersCsv = await lines(orders)
    expect(ordersCsv[0]).toMatch(/^trackingId,orderId,orderedAt in Malaysia time \(UTC\+8\),/)
    expect(ordersCsv.find((l) => l.includes(kept.id))).toContain(`,${item.code},Lotion ${language},1,40,Order Placed,`)
    expect(ordersCsv.find((l) => l.includes(dropped.id))).toContain(`,${item.code},Lotion ${language},2,80,CANCELLED,`)

    // The redemption report, its rows and its CSV.
    await page.getByRole('navigation').getByRole('link', { name: x.report }).click()
    await expect(page.getByRole('heading', { level: 1, name: x.reportTitle })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: dropped.trackingId })).toContainText(x.state.CANCELLED)
    await expect(page.getByRole('row').filter({ hasText: kept.trackingId })).toContainText(buyer.member.email)
    // Its one date is needed to filter (spec 3 §5); from today on, the buyer's phone finds their two orders alone.
    const filter = page.getByRole('form', { name: x.reportFilter })
    await filter.getByLabel(x.search).fill(buyer.member.number)
    await filter.getByRole('button', { name: x.apply, exact: true }).click()
    await expect(filter.getByRole('alert')).toHaveText(x.dateRequired)
    await filter.getByLabel(x.from).fill(orderDay)
    await filter.getByRole('button', { name: x.apply, exact: true }).click()
    await expect(filter.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('row').filter({ hasText: /\d/ })).toHaveCount(2)
    await expect(page.getByRole('row').filter({ hasText: dropped.trackingId })).toBeVisible()
    const reportFile = page.waitForEvent('download')
    await page.getByRole('button', { name: x.downloadReport, exact: true }).click()
    const report = await reportFile
    expect(report.suggestedFilename()).toBe('pointshopReport.csv')
    const reportCsv = await lines(report)
    expect(reportCsv[0]).toBe('orderId,orderDate in Malaysia time (UTC+8),type,status,name,number,email,itemId,itemName,quantity,points')
    expect(reportCsv.find((l) => l.startsWith(`${dropped.id},`))).toMatch(new RegExp(`,item,CANCELLED,Aminah Refund,${buyer.member.number},${buyer.member.email},${item.code},Lotion ${language},2,80$`))
    expect(reportCsv.find((l) => l.startsWith(`${kept.id},`))).toContain(',item,Order Placed,')
    // The file has the rows of the filter on screen.
    expect(reportCsv.slice(1, -1)).toHaveLength(2)
  })
}
