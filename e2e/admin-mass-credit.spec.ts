import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { LANGUAGES } from '../domain/languages.ts'
import { signInAsAdmin } from './support/admins.ts'
import { withClubDatabase } from './support/club-database.ts'
import { createMember } from './support/members.ts'

const TEXT = {
  en: {
    nav: 'Mass credit',
    add: 'Add Points',
    campaign: 'Campaign',
    title: 'Campaign Title',
    points: 'Campaign Points',
    typeFirst: 'Please select credit type first',
    file: 'CSV file',
    confirm: 'Check the file before uploading',
    matched: 'Members matched: 3',
    toCredit: 'Points to credit: 150',
    upload: 'Upload',
    details: 'Details',
    errorFile: 'Download error file',
    reverse: 'Reverse batch',
    reverseConfirm: 'Reverse',
    credited: 'Credited',
    reversed: 'Reversed',
  },
  bm: {
    nav: 'Kredit pukal',
    add: 'Tambah Mata',
    campaign: 'Kempen',
    title: 'Tajuk Kempen',
    points: 'Mata Kempen',
    typeFirst: 'Sila pilih jenis kredit dahulu',
    file: 'Fail CSV',
    confirm: 'Semak fail sebelum memuat naik',
    matched: 'Ahli sepadan: 3',
    toCredit: 'Mata untuk dikreditkan: 150',
    upload: 'Muat Naik',
    details: 'Butiran',
    errorFile: 'Muat turun fail ralat',
    reverse: 'Balikkan kelompok',
    reverseConfirm: 'Balikkan',
    credited: 'Telah dikreditkan',
    reversed: 'Telah dibalikkan',
  },
}

/** A member's points in the e2e database: the sum of their ledger. */
function pointsOf(email: string): number {
  const row = withClubDatabase((db) => db.prepare('select coalesce(sum(l.points), 0) as total from points_ledger l join members m on m.id = l.member_id where m.email = ?').get(email) as { total: number }, { readonly: true })
  return row.total
}

for (const language of LANGUAGES) {
  const x = TEXT[language]
  test(`credits a campaign to 3 members from a CSV with an unknown email, then reverses it (${language})`, async ({ page, playwright }) => {
    // Each member signs up from a device of their own (one device signs up one account).
    const signUp = async (name: string) => {
      const device = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
      try {
        return await createMember(device, name)
      } finally {
        await device.dispose()
      }
    }
    const members = [await signUp('Aminah Satu'), await signUp('Aminah Dua'), await signUp('Aminah Tiga')]
    const before = members.map((m) => pointsOf(m.email))
    const unknown = `nobody${Date.now()}@example.com`
    const title = `Raya ${language} ${Date.now()}`

    await signInAsAdmin(page, language)
    await page.getByRole('navigation').getByRole('link', { name: x.nav }).click()
    await expect(page).toHaveURL(/\/admin\/massCredit\/dashboard$/)
    await page.getByRole('link', { name: x.add }).click()
    await expect(page).toHaveURL(/\/admin\/massCredit\/new$/)
    await expect(page.getByText(x.typeFirst)).toBeVisible()
    await expect(page.getByLabel(x.file)).toBeDisabled()

    await page.getByRole('radio', { name: x.campaign }).check()
    await page.getByLabel(x.title).fill(title)
    await page.getByLabel(x.points).fill('50')
    const csv = `email\r\n${members[0]!.email}\r\n${unknown}\r\n${members[1]!.email}\r\n${members[2]!.email}\r\n`
    await page.getByLabel(x.file).setInputFiles({ name: 'raya.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })

    const dialog = page.getByRole('dialog', { name: x.confirm })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(x.matched)
    await expect(dialog).toContainText(x.toCredit)
    // The unknown email in red bold.
    const cell = dialog.getByRole('cell', { name: unknown })
    await expect(cell).toHaveCSS('font-weight', '700')
    await expect(cell).toHaveCSS('color', 'rgb(176, 0, 32)')
    await dialog.getByRole('button', { name: x.upload }).click()

    await expect(page).toHaveURL(/\/admin\/massCredit\/dashboard$/)
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row).toContainText(x.credited)
    await row.getByRole('link', { name: x.details }).click()
    await expect(page).toHaveURL(/\/admin\/massCredit\/details\?id=\d+$/)
    await expect.poll(() => members.map((m) => pointsOf(m.email))).toEqual(before.map((p) => p + 50))

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: x.errorFile }).click()
    const errors = await readFile(await (await download).path())
    expect(errors.toString()).toBe(`line,email,reason\r\n3,${unknown},noMember\r\n`)

    await page.getByRole('button', { name: x.reverse }).click()
    await page.getByRole('dialog').getByRole('button', { name: x.reverseConfirm, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: x.reversed })).toBeVisible()
    await expect.poll(() => members.map((m) => pointsOf(m.email))).toEqual(before)
  })
}
