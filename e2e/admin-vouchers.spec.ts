import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { LANGUAGES } from '../domain/languages.ts'
import { signInAsAdmin } from './support/admins.ts'
import { allowFor, BUDGET } from './support/budgets.ts'
import { completeProfile, createMember, memberToken } from './support/members.ts'
import { solidPng } from './support/png.ts'

const TEXT = {
  en: {
    nav: 'E-vouchers',
    dashboardTitle: 'Voucher Dashboard',
    newType: 'New voucher type',
    search: 'Search the table',
    label: { itemId: 'Article number', name: 'Name', value: 'Value (RM)', points: 'Points', expiresOn: 'Expiry date (optional)', image: 'Image' },
    preview: 'The voucher image',
    save: 'Save voucher type',
    required: 'Please fill in all the fields',
    endOfYear: '31 Dec of the redemption year',
    milestone: (codes: number) => `Milestone voucher: ${codes} codes`,
    uploadFor: (name: string) => `Upload codes for ${name}`,
    batchesFor: (name: string) => `Batches of ${name}`,
    shownFor: (name: string) => `Show ${name} to members`,
    uploadTitle: (name: string) => `Upload codes: ${name}`,
    downloadTemplate: 'Download template',
    file: 'Voucher CSV file',
    notCsv: (file: string) => `${file} is not a CSV file. Please choose a .csv file.`,
    problemsTitle: 'This file cannot be uploaded',
    duplicate: (line: number) => `Line ${line}: the same code is on an earlier line`,
    invalid: (line: number) => `Line ${line}: not a valid code (letters, digits, dashes and underscores, up to 40 characters)`,
    exists: (line: number) => `Line ${line}: the club already has this code`,
    confirmTitle: (name: string) => `Upload these codes to ${name}?`,
    total: (n: string) => `Codes to upload: ${n}`,
    more: (n: string) => `and ${n} more`,
    codesInFile: 'Codes in the file',
    upload: 'Upload',
    cancel: 'Cancel',
    batchesTitle: (name: string) => `Batches: ${name}`,
    codesFor: (id: number) => `Codes of batch ${id}`,
    codesSearch: 'Search by code, name, number or email',
    redeemed: 'Redeemed',
    available: 'Available',
    showing: (from: string, to: string, total: string) => `Showing ${from}–${to} of ${total} codes`,
    next: 'Next',
    error: 'Error',
    progressLabel: 'Upload progress',
    uploading: /^Uploading… \d+% of \d\.\d MB$/,
    importing: (n: string) => `Importing ${n} codes…`,
    page: (page: string, pages: string) => `Page ${page} of ${pages}`,
  },
  bm: {
    nav: 'E-baucar',
    dashboardTitle: 'Papan Pemuka Baucar',
    newType: 'Jenis baucar baharu',
    search: 'Cari dalam jadual',
    label: { itemId: 'Nombor artikel', name: 'Nama', value: 'Nilai (RM)', points: 'Mata', expiresOn: 'Tarikh tamat tempoh (pilihan)', image: 'Imej' },
    preview: 'Imej baucar',
    save: 'Simpan jenis baucar',
    required: 'Sila isi semua ruangan',
    endOfYear: '31 Dis tahun penebusan',
    milestone: (codes: number) => `Baucar pencapaian: ${codes} kod`,
    uploadFor: (name: string) => `Muat naik kod untuk ${name}`,
    batchesFor: (name: string) => `Kelompok ${name}`,
    shownFor: (name: string) => `Paparkan ${name} kepada ahli`,
    uploadTitle: (name: string) => `Muat naik kod: ${name}`,
    downloadTemplate: 'Muat turun templat',
    file: 'Fail CSV baucar',
    notCsv: (file: string) => `${file} bukan fail CSV. Sila pilih fail .csv.`,
    problemsTitle: 'Fail ini tidak boleh dimuat naik',
    duplicate: (line: number) => `Baris ${line}: kod yang sama ada pada baris sebelumnya`,
    invalid: (line: number) => `Baris ${line}: kod tidak sah (huruf, digit, sengkang dan garis bawah, sehingga 40 aksara)`,
    exists: (line: number) => `Baris ${line}: kelab sudah mempunyai kod ini`,
    confirmTitle: (name: string) => `Muat naik kod ini ke ${name}?`,
    total: (n: string) => `Kod untuk dimuat naik: ${n}`,
    more: (n: string) => `dan ${n} lagi`,
    codesInFile: 'Kod dalam fail',
    upload: 'Muat naik',
    cancel: 'Batal',
    batchesTitle: (name: string) => `Kelompok: ${name}`,
    codesFor: (id: number) => `Kod kelompok ${id}`,
    codesSearch: 'Cari mengikut kod, nama, nombor atau e-mel',
    redeemed: 'Ditebus',
    available: 'Tersedia',
    showing: (from: string, to: string, total: string) => `Memaparkan ${from}–${to} daripada ${total} kod`,
    next: 'Seterusnya',
    error: 'Ralat',
    progressLabel: 'Kemajuan muat naik',
    uploading: /^Memuat naik… \d+% daripada \d\.\d MB$/,
    importing: (n: string) => `Mengimport ${n} kod…`,
    page: (page: string, pages: string) => `Halaman ${page} daripada ${pages}`,
  },
} as const

/** The dashboard's columns, in order: what each cell of a voucher type's row holds. */
const COLUMN = { value: 3, points: 4, expiry: 5, batches: 6, total: 7, available: 8, redeemed: 9, used: 10 } as const
/** A batch row's cells after its id (a row header): created, total, redeemed, used, available. */
const BATCH_CELL = { total: 1, redeemed: 2, used: 3, available: 4 } as const

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const isShown = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
/** A voucher CSV as spreadsheets save it on Windows: a byte-order mark and CRLF line ends. */
const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${['code', ...lines].join('\r\n')}\r\n`, 'utf8') })
/** A name that is all letters (as names must be) and no other test's: digits spelled as letters. */
const lettersOf = (stamp: string) => stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
const typeIdIn = (page: Page) => Number(new URL(page.url()).searchParams.get('id'))

async function expectCounts(row: Locator, counts: Partial<Record<keyof typeof COLUMN, string>>) {
  for (const [column, text] of Object.entries(counts)) await expect(row.getByRole('cell').nth(COLUMN[column as keyof typeof COLUMN])).toHaveText(text)
}

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`adds a voucher type, uploads its codes from a CSV, faulty first, and follows a member's redemption (${language})`, async ({ page, request }) => {
    const stamp = `${language.toUpperCase()}${Date.now() % 1_000_000}`
    const name = `Grab RM5.50 ${stamp}`
    const codes = [`GRAB-${stamp}-A1`, `GRAB-${stamp}-B2`, `GRAB-${stamp}-C3`]
    await signInAsAdmin(page, language)
    await page.getByRole('navigation').getByRole('link', { name: x.nav }).click()
    await expect(page).toHaveURL(/\/admin\/voucher\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: x.dashboardTitle })).toBeVisible()
    // The milestone vouchers are types too, marked, and take no uploads.
    const milestone = page.getByRole('row').filter({ hasText: 'MILESTONE-5' })
    await expect(milestone).toContainText(x.milestone(5))
    await expect(milestone).toContainText('RM 5.00')
    await expect(milestone.getByRole('link', { name: x.uploadFor('RM5 e-voucher') })).toHaveCount(0)
    await expect(milestone.getByRole('link', { name: x.batchesFor('RM5 e-voucher') })).toBeVisible()

    // A new type: nothing filled, each required field says so and nothing is sent.
    await page.getByRole('link', { name: x.newType }).click()
    await expect(page).toHaveURL(/\/admin\/voucher\/type\/add$/)
    await page.getByRole('button', { name: x.save }).click()
    await expect(page.getByText(x.required, { exact: true })).toHaveCount(5)
    await field(page, x.label.itemId).fill(`EV-${stamp}`)
    await field(page, x.label.name).fill(name)
    await field(page, x.label.value).fill('5.5')
    await field(page, x.label.points).fill('150')
    await field(page, x.label.image).setInputFiles({ name: 'grab.png', mimeType: 'image/png', buffer: solidPng(60, 40, [0, 150, 80]) })
    await expect.poll(() => isShown(page.getByRole('img', { name: x.preview }))).toBe(true)
    await page.getByRole('button', { name: x.save }).click()

    await expect(page).toHaveURL(/\/admin\/voucher\/dashboard$/)
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toContainText(`EV-${stamp}`)
    await expectCounts(row, { value: 'RM 5.50', points: '150', expiry: x.endOfYear, batches: '0', total: '0', available: '0', redeemed: '0', used: '0' })
    await expect.poll(() => isShown(row.locator('img'))).toBe(true)
    await expect(row.getByRole('checkbox', { name: x.shownFor(name) })).toBeChecked()
    // The table search keeps the rows that match.
    await page.getByLabel(x.search).fill(stamp)
    await expect(page.getByRole('row')).toHaveCount(2)

    await row.getByRole('link', { name: x.uploadFor(name) }).click()
    await expect(page).toHaveURL(/\/admin\/voucher\/upload\?id=\d+$/)
    const typeId = typeIdIn(page)
    await expect(page.getByRole('heading', { level: 1, name: x.uploadTitle(name) })).toBeVisible()

    // The template, downloaded: a header, code, and sample lines.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: x.downloadTemplate }).click()
    const template = await download
    expect(template.suggestedFilename()).toBe('voucherTemplate.csv')
    expect((await readFile(await template.path(), 'utf8')).split(/\r?\n/)[0]).toBe('code')

    // Only a .csv is taken.
    const input = field(page, x.file)
    await input.setInputFiles({ name: 'codes.txt', mimeType: 'text/plain', buffer: Buffer.from('code\r\nAB-123\r\n') })
    await expect(page.getByText(x.notCsv('codes.txt'))).toBeVisible()
    await expect(input).toHaveValue('')

    // A faulty file: its lines at fault, by line, and no Upload.
    await input.setInputFiles(csvFile('faulty.csv', [codes[0]!, codes[0]!, '=SUM(A1)', codes[1]!]))
    const problems = page.getByRole('dialog', { name: x.problemsTitle })
    await expect(problems).toBeVisible()
    await expect(problems.getByRole('listitem')).toHaveText([x.duplicate(3), x.invalid(4)])
    await expect(problems.getByRole('button', { name: x.upload, exact: true })).toHaveCount(0)
    await problems.getByRole('button', { name: x.cancel }).click()
    await expect(problems).toBeHidden()
    await expect(input).toHaveValue('')

    // A good one: its codes and total, in a list that scrolls within 450 px, then uploaded.
    await input.setInputFiles(csvFile('codes.csv', codes))
    const confirm = page.getByRole('dialog', { name: x.confirmTitle(name) })
    await expect(confirm.getByText(x.total('3'))).toBeVisible()
    const list = confirm.getByRole('region', { name: x.codesInFile })
    await expect(list.getByRole('listitem')).toHaveText(codes)
    await expect(list).toHaveCSS('max-height', '450px')
    await expect(list).toHaveCSS('overflow-y', 'auto')
    await confirm.getByRole('button', { name: x.upload, exact: true }).click()

    await expect(page).toHaveURL(new RegExp(`/admin/voucher/batch/details\\?id=${typeId}$`))
    await expect(page.getByRole('heading', { level: 1, name: x.batchesTitle(name) })).toBeVisible()
    const batch = page.getByRole('row').filter({ has: page.getByRole('link', { name: /./ }) })
    await expect(batch).toHaveCount(1)
    await expect(batch.getByRole('cell').nth(BATCH_CELL.total)).toHaveText('3')
    await expect(batch.getByRole('cell').nth(BATCH_CELL.available)).toHaveText('3')

    // The same codes again: the club holds them now, each line says so.
    await page.goto(`/admin/voucher/upload?id=${typeId}`)
    await field(page, x.file).setInputFiles(csvFile('again.csv', codes))
    await expect(page.getByRole('dialog', { name: x.problemsTitle }).getByRole('listitem')).toHaveText([x.exists(2), x.exists(3), x.exists(4)])
    await page.getByRole('dialog', { name: x.problemsTitle }).getByRole('button', { name: x.cancel }).click()

    await page.getByRole('navigation').getByRole('link', { name: x.nav }).click()
    await expectCounts(row, { batches: '1', total: '3', available: '3', redeemed: '0', used: '0' })

    // Show/hide changes only once the server has: a refusal leaves it as it was.
    const shown = row.getByRole('checkbox', { name: x.shownFor(name) })
    await page.route('**/api/admin/setting/hide/voucher', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Internal Error","code":"internal"}' }))
    await shown.click()
    const error = page.getByRole('dialog', { name: x.error })
    await expect(error).toBeVisible()
    await error.getByRole('button', { name: 'OKAY' }).click()
    await expect(shown).toBeChecked()
    await expect(shown).toBeEnabled()
    await page.unroute('**/api/admin/setting/hide/voucher')
    await shown.click()
    await expect(shown).not.toBeChecked()
    await page.reload()
    await expect(shown).not.toBeChecked()
    await shown.click()
    await expect(shown).toBeChecked()
    await expect(shown).toBeEnabled()

    // A member redeems one through the API (the member's screens are built elsewhere).
    const member = await createMember(request, `Siti ${lettersOf(stamp)}`)
    await completeProfile(request, member)
    const redeemed = await request.post('/api/rewards/voucher/redeem', {
      headers: { Authorization: `Bearer ${await memberToken(request, member)}`, 'Idempotency-Key': `e2e-voucher-${stamp}` },
      data: { voucherId: typeId },
    })
    expect(redeemed.ok(), await redeemed.text()).toBe(true)
    const { voucher } = (await redeemed.json()) as { voucher: { code: string } }
    expect(codes).toContain(voucher.code)

    await page.reload()
    await expectCounts(row, { total: '3', available: '2', redeemed: '1', used: '0' })
    await row.getByRole('link', { name: x.batchesFor(name) }).click()
    await expect(batch.getByRole('cell').nth(BATCH_CELL.redeemed)).toHaveText('1')
    await expect(batch.getByRole('cell').nth(BATCH_CELL.available)).toHaveText('2')
    const batchId = Number(await batch.getByRole('rowheader').textContent())
    await batch.getByRole('link', { name: x.codesFor(batchId) }).click()

    await expect(page).toHaveURL(new RegExp(`/admin/voucher/details\\?id=${batchId}&type=${typeId}$`))
    await expect(page.getByRole('heading', { level: 1, name: x.codesFor(batchId) })).toBeVisible()
    const held = page.getByRole('row').filter({ hasText: voucher.code })
    await expect(held).toContainText(x.redeemed)
    await expect(held).toContainText(member.name)
    await expect(held).toContainText(member.number)
    await expect(held).toContainText(member.email)
    await expect(page.getByRole('row').filter({ hasText: x.available })).toHaveCount(2)
    await page.getByLabel(x.codesSearch).fill(member.email)
    await expect(page.getByRole('status').filter({ hasText: x.showing('1', '1', '1') })).toBeVisible()
    await expect(page.getByRole('row')).toHaveCount(2)
  })
}

test('uploads a file of 100,000 codes, listing the first 1,000, and pages through them', async ({ page }) => {
  const step = { timeout: BUDGET.voucherBulkStepMs }
  allowFor(BUDGET.voucherBulkStepMs, BUDGET.voucherBulkStepMs, BUDGET.voucherBulkStepMs, BUDGET.voucherBulkStepMs)
  const x = TEXT.en
  const stamp = `BULK${Date.now() % 1_000_000}`
  const codes = Array.from({ length: 100_000 }, (_, i) => `${stamp}-${String(i).padStart(6, '0')}`)
  await signInAsAdmin(page, 'en')
  await page.goto('/admin/voucher/type/add')
  await field(page, x.label.itemId).fill(`EV-${stamp}`)
  await field(page, x.label.name).fill(`Shopee RM10 ${stamp}`)
  await field(page, x.label.value).fill('10')
  await field(page, x.label.points).fill('900')
  await field(page, x.label.expiresOn).fill('2031-06-30')
  await field(page, x.label.image).setInputFiles({ name: 'shopee.png', mimeType: 'image/png', buffer: solidPng(60, 40, [238, 77, 45]) })
  await page.getByRole('button', { name: x.save }).click()
  const row = page.getByRole('row').filter({ hasText: `Shopee RM10 ${stamp}` })
  await expectCounts(row, { value: 'RM 10.00', points: '900', expiry: '30/06/2031' })
  await row.getByRole('link', { name: x.uploadFor(`Shopee RM10 ${stamp}`) }).click()

  await field(page, x.file).setInputFiles(csvFile('bulk.csv', codes))
  const confirm = page.getByRole('dialog', { name: x.confirmTitle(`Shopee RM10 ${stamp}`) })
  await expect(confirm.getByText(x.total('100,000'))).toBeVisible(step)
  const list = confirm.getByRole('region', { name: x.codesInFile })
  await expect(list.getByRole('listitem')).toHaveCount(1_000)
  await expect(list.getByText(x.more('99,000'))).toBeVisible()
  // The list scrolls within the dialog, no higher than 450 px.
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight && el.clientHeight <= 450)).toBe(true)

  // On a slow line the upload says how far it is, then that the server imports.
  const line = await page.context().newCDPSession(page)
  await line.send('Network.enable')
  await line.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 })
  await confirm.getByRole('button', { name: x.upload, exact: true }).click()
  const progress = confirm.getByRole('progressbar', { name: x.progressLabel })
  await expect(confirm.getByRole('status').filter({ hasText: x.uploading })).toBeVisible()
  await expect.poll(() => progress.evaluate((bar: HTMLProgressElement) => bar.position), step).toBeGreaterThan(0)
  await expect(confirm.getByRole('status').filter({ hasText: x.importing('100,000') })).toBeVisible(step)
  await line.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })

  await expect(page).toHaveURL(/\/admin\/voucher\/batch\/details\?id=\d+$/, step)
  const batch = page.getByRole('row').filter({ has: page.getByRole('link', { name: /./ }) })
  await expect(batch.getByRole('cell').nth(BATCH_CELL.total)).toHaveText('100,000')
  await batch.getByRole('link').click()

  await expect(page.getByRole('status').filter({ hasText: x.showing('1', '100', '100,000') })).toBeVisible(step)
  await expect(page.getByRole('row')).toHaveCount(101)
  await expect(page.getByText(x.page('1', '1,000'))).toBeVisible()
  await page.getByRole('button', { name: x.next }).click()
  await expect(page.getByText(x.page('2', '1,000'))).toBeVisible()
  await expect(page.getByRole('row').nth(1)).toContainText(codes[100]!)
  await page.getByLabel(x.codesSearch).fill(codes[76_543]!)
  await expect(page.getByRole('status').filter({ hasText: x.showing('1', '1', '1') })).toBeVisible()
  await expect(page.getByRole('row').nth(1)).toContainText(codes[76_543]!)
})

test('sends the voucher screens without a known id back to the dashboard', async ({ page }) => {
  await signInAsAdmin(page)
  for (const path of ['/admin/voucher/upload', '/admin/voucher/upload?id=abc', '/admin/voucher/upload?id=987654', '/admin/voucher/batch/details', '/admin/voucher/batch/details?id=987654', '/admin/voucher/details', '/admin/voucher/details?id=987654']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin\/voucher\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Voucher Dashboard' })).toBeVisible()
  }
})
