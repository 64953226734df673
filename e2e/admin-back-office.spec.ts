import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { REPORT_PAGE } from '../domain/account-report.ts'
import { newUniqueCode } from '../domain/unique-code.ts'
import { signInAsAdmin } from './support/admins.ts'
import { withClubDatabase } from './support/club-database.ts'
import { seedCodes } from './support/codes.ts'
import { createMember, memberToken } from './support/members.ts'
import { uploadOptions, uploadReceipt } from './support/receipt-review.ts'
import { LANGUAGES } from '../domain/languages.ts'

const TEXT = {
  en: {
    receipts: 'Receipts', approve: (invoice: string) => `Approve receipt ${invoice}`,
    lookup: 'Look up a code', code: 'Code', find: 'Find', scannedBy: (email: string, at: string) => `Scanned by ${email} on ${at} (Malaysia time)`,
    codeFormat: 'Please enter at least 10 characters for the unique code.', error: 'Error', notFound: 'We could not find what you were looking for.', okay: 'OKAY',
    scanReport: 'Scan report', scanned: 'Scanned (Malaysia time)', download: 'Download CSV', older: 'Show older',
  },
  bm: {
    receipts: 'Resit', approve: (invoice: string) => `Luluskan resit ${invoice}`,
    lookup: 'Cari kod', code: 'Kod', find: 'Cari', scannedBy: (email: string, at: string) => `Diimbas oleh ${email} pada ${at} (waktu Malaysia)`,
    codeFormat: 'Sila masukkan sekurang-kurangnya 10 aksara untuk kod unik.', error: 'Ralat', notFound: 'Kami tidak menemui apa yang anda cari.', okay: 'OKAY',
    scanReport: 'Laporan imbasan', scanned: 'Diimbas (waktu Malaysia)', download: 'Muat turun CSV', older: 'Tunjuk yang lebih lama',
  },
} as const

const newCode = () => newUniqueCode((n) => new Uint8Array(randomBytes(n)))

/** Malaysian time as a person in Kuala Lumpur writes it: day/month/year and the 24-hour clock. */
function malaysianTime(iso: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  )
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
}

/** A member who has scanned a fresh code through the API; answers the code, the member and when it was scanned. */
async function scannedCode(request: APIRequestContext) {
  const code = newCode()
  seedCodes([code], 10)
  const member = await createMember(request)
  const scan = await request.post('/api/user/scancode', { headers: { Authorization: `Bearer ${await memberToken(request, member)}` }, data: { code } })
  expect(scan.ok()).toBe(true)
  const { scanned_at: scannedAt } = withClubDatabase((db) => db.prepare('select scanned_at from unique_codes where code = ?').get(code) as { scanned_at: string }, { readonly: true })
  return { code, member, scannedAt }
}

/** A page of the scan report's worth of scans by the code's member, a millisecond apart after it, written straight into the database. */
function seedNewerScans(code: string, scannedAt: string) {
  withClubDatabase((db) => {
    const { batch_id: batchId, scanned_by: memberId } = db.prepare('select batch_id, scanned_by from unique_codes where code = ?').get(code) as { batch_id: number; scanned_by: number }
    const insertCode = db.prepare('insert into unique_codes (code, batch_id, scanned_by, scanned_at) values (?, ?, ?, ?)')
    const insertPoints = db.prepare("insert into points_ledger (member_id, points, source, reference, created_at) values (?, 10, 'scan', ?, ?)")
    db.transaction(() => {
      for (let i = 1; i <= REPORT_PAGE; i++) {
        const [newer, at] = [newCode(), new Date(Date.parse(scannedAt) + i).toISOString()]
        insertCode.run(newer, batchId, memberId, at)
        insertPoints.run(memberId, newer, at)
      }
    })()
  })
}

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`the receipt queue fits a 1280 px screen, the member and the actions in view (${language})`, async ({ browser, request }) => {
    const member = await createMember(request, 'Nurul Aisyah binti Abdullah Rahman')
    const token = await memberToken(request, member)
    const { retailers, skus } = await uploadOptions(request, token)
    const invoiceNo = `E2E-WIDE-${language}-${Date.now()}-000123456789`
    await uploadReceipt(request, token, { retailerId: retailers[0]!.value, invoiceNo, products: [{ skuId: skus[0]!.value, quantity: 2 }, { skuId: skus[3]!.value, quantity: 1 }] })

    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: test.info().project.use.baseURL })
    const page = await desk.newPage()
    await signInAsAdmin(page, language)
    await page.getByRole('navigation').getByRole('link', { name: x.receipts }).click()
    const row = page.getByRole('row').filter({ hasText: invoiceNo })
    await expect(row).toBeVisible()

    const inView = async (what: ReturnType<Page['getByText']>) => {
      const box = (await what.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(1280)
    }
    await inView(row.getByText(member.email))
    await inView(row.getByText(member.name))
    await inView(row.getByRole('button', { name: x.approve(invoiceNo) }))
    // Nothing to scroll sideways to.
    expect(await row.evaluate((tr) => tr.closest('.table-scroll')!.scrollWidth - tr.closest('.table-scroll')!.clientWidth)).toBeLessThanOrEqual(0)
    await desk.close()
  })

  test(`a code look-up clears the last result when a new one starts or fails (${language})`, async ({ page, request }) => {
    const { code, member, scannedAt } = await scannedCode(request)
    await signInAsAdmin(page, language)
    await page.goto('/admin/scancode/dashboard')
    const lookup = page.getByRole('region', { name: x.lookup })
    const result = lookup.getByText(member.email)
    const find = async (query: string) => {
      await lookup.getByLabel(x.code, { exact: true }).fill(query)
      await lookup.getByRole('button', { name: x.find, exact: true }).click()
    }

    await find(code)
    await expect(result).toBeVisible()

    // Too short: the format message alone, not above the last code's answer.
    await find('ABC12')
    await expect(lookup.getByText(x.codeFormat)).toBeVisible()
    await expect(result).toHaveCount(0)

    await find(code)
    await expect(result).toHaveText(x.scannedBy(member.email, malaysianTime(scannedAt)))

    // A code that does not exist: the error, and nothing left from the last one.
    await find(newCode())
    const error = page.getByRole('dialog', { name: x.error })
    await expect(error).toContainText(x.notFound)
    await error.getByRole('button', { name: x.okay }).click()
    await expect(result).toHaveCount(0)
    await expect(lookup.getByText(code)).toHaveCount(0)
  })

  test(`the scan report, a page at a time, and its CSV show the same Malaysian time, labelled (${language})`, async ({ page, request }) => {
    const { code, scannedAt } = await scannedCode(request)
    // A page's worth of newer scans: the code is on the second page, shown on asking for older ones.
    seedNewerScans(code, scannedAt)
    const shown = malaysianTime(scannedAt)
    await signInAsAdmin(page, language)
    await page.getByRole('navigation').getByRole('link', { name: x.scanReport }).click()
    await expect(page.getByRole('columnheader', { name: x.scanned })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: code })
    await expect(page.getByRole('row')).toHaveCount(REPORT_PAGE + 1)
    await expect(row).toHaveCount(0)
    await page.getByRole('button', { name: x.older }).click()
    await expect(row).toContainText(shown)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: x.download }).click()
    const csv = (await readFile((await (await download).path())!, 'utf8')).split('\r\n')
    expect(csv[0]).toBe('scannedAt in Malaysia time (UTC+8),name,email,number,code,batchId,brand,format,size,points')
    const line = csv.find((l) => l.includes(code))!
    expect(line.split(',')[0]).toBe(shown)
  })
}

test('sends an edit screen of an id its list does not have back to the dashboard', async ({ page }) => {
  await signInAsAdmin(page)
  for (const [area, dashboard] of [
    ['news', 'News Dashboard'],
    ['article', 'Article Dashboard'],
    ['contest', 'Contest Dashboard'],
    ['blog', 'Blog Dashboard'],
    ['wishingtree', 'Wishing Tree Dashboard'],
    ['donate', 'Donation Item Dashboard'],
  ]) {
    await page.goto(`/admin/${area}/edit?id=99999`)
    await expect(page).toHaveURL(new RegExp(`/admin/${area}/dashboard$`))
    await expect(page.getByRole('heading', { level: 1, name: dashboard })).toBeVisible()
  }
})
