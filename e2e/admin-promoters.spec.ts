import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { businessDate } from '../domain/business-time.ts'
import { LANGUAGES } from '../domain/languages.ts'
import { adminToken, signInAsAdmin } from './support/admins.ts'
import { withClubDatabase } from './support/club-database.ts'
import { createMember } from './support/members.ts'

const TEXT = {
  en: {
    nav: 'Promoters',
    add: 'New Promoter',
    addSubmit: 'Add promoter',
    name: 'Name',
    code: 'Code',
    region: 'Region',
    supervisor: 'Supervisor name',
    post: 'Post',
    number: 'Phone number',
    utmLink: 'UTM link',
    fillAll: 'Please fill in all the fields in the form',
    codeTaken: 'Another promoter already has this code.',
    from: 'From',
    to: 'To',
    filter: 'Filter',
    filterForm: 'Count members registered between',
    bothDates: 'Please fill up both field',
    edit: 'Edit',
    save: 'Save changes',
    download: 'Download CSV',
  },
  bm: {
    nav: 'Promoter',
    add: 'Promoter Baharu',
    addSubmit: 'Tambah promoter',
    name: 'Nama',
    code: 'Kod',
    region: 'Wilayah',
    supervisor: 'Nama penyelia',
    post: 'Jawatan',
    number: 'Nombor telefon',
    utmLink: 'Pautan UTM',
    fillAll: 'Sila isi semua ruangan dalam borang',
    codeTaken: 'Promoter lain sudah mempunyai kod ini.',
    from: 'Dari',
    to: 'Hingga',
    filter: 'Tapis',
    filterForm: 'Kira ahli yang mendaftar antara',
    bothDates: 'Sila isi kedua-dua ruangan',
    edit: 'Sunting',
    save: 'Simpan perubahan',
    download: 'Muat turun CSV',
  },
} as const

/** Records in the e2e database that the member registered through the promoter, as a bulk upload does. */
function bringMember(email: string, code: string) {
  withClubDatabase((db) => db.prepare("update members set register_source = 'OTHER', promoter_id = (select id from promoters where code = ?) where email = ?").run(code, email))
}

for (const language of LANGUAGES) {
  const x = TEXT[language]
  test(`a dev admin adds a promoter, sees it with its members, edits it from its own values and downloads the CSV (${language})`, async ({ page, request }) => {
    // Three screens, a signup by OTP and a download: longer than one screen's test.
    test.slow()
    const stamp = `${language.toUpperCase()}${Date.now().toString(36).toUpperCase()}`
    const code = `P-${stamp}`
    const takenCode = `T-${stamp}`
    // A promoter some spreadsheet user named like a formula, holding the code tried first.
    const token = await adminToken(page)
    const taken = await page.request.post('/api/admin/setting/promoter/add', { headers: { authorization: `Bearer ${token}` }, data: { name: '=HYPERLINK("x")', code: takenCode } })
    expect(taken.status()).toBe(201)
    // Taken before the member signs up, so that the range below holds them even if Malaysian midnight passes meanwhile.
    const firstDay = businessDate(new Date())
    const member = await createMember(request, `Ahli Promoter ${language}`)

    await signInAsAdmin(page, language)
    await page.getByRole('navigation').getByRole('link', { name: x.nav, exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/promoter\/dashboard$/)
    await page.getByRole('link', { name: x.add }).click()
    await expect(page).toHaveURL(/\/admin\/promoter\/add$/)

    // Refused without a code, then by the server for a code another promoter has; the form keeps what was typed.
    await page.getByLabel(x.name, { exact: true }).fill(`Nurul ${language}`)
    await page.getByLabel(x.region).fill('Selangor')
    await page.getByLabel(x.supervisor).fill('Puan Aminah')
    await page.getByLabel(x.post).fill('Mydin USJ')
    await page.getByLabel(x.number).fill('0123456789')
    await page.getByLabel(x.utmLink).fill('https://club.example/?utm_source=promoter')
    await page.getByRole('button', { name: x.addSubmit }).click()
    await expect(page.getByText(x.fillAll)).toBeVisible()
    await page.getByLabel(x.code, { exact: true }).fill(takenCode.toLowerCase())
    await page.getByRole('button', { name: x.addSubmit }).click()
    await expect(page.getByRole('alert').filter({ hasText: x.codeTaken })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/promoter\/add$/)
    await expect(page.getByLabel(x.region)).toHaveValue('Selangor')
    await page.getByLabel(x.code, { exact: true }).fill(code.toLowerCase())
    await page.getByRole('button', { name: x.addSubmit }).click()
    await expect(page).toHaveURL(/\/admin\/promoter\/dashboard$/)

    // The dashboard: the new promoter with its code in capitals; the member it brought counts in today's range.
    const row = page.getByRole('row').filter({ hasText: code })
    await expect(row).toContainText(`Nurul ${language}`)
    await expect(row).toContainText('Puan Aminah')
    bringMember(member.email, code)
    // In the filter's own form: the promoters' Edit links carry their codes, and a code may hold "to" or "dari".
    const filter = page.getByRole('form', { name: x.filterForm })
    await filter.getByLabel(x.from).fill(firstDay)
    await filter.getByRole('button', { name: x.filter }).click()
    await expect(page.getByRole('alert').filter({ hasText: x.bothDates })).toBeVisible()
    await filter.getByLabel(x.to).fill(businessDate(new Date()))
    await filter.getByRole('button', { name: x.filter }).click()
    await expect(row.getByRole('cell').nth(6)).toHaveText('1')

    // The edit opens with the promoter's own values, each in its own field, and keeps them after a reload.
    await row.getByRole('link', { name: new RegExp(x.edit) }).click()
    await expect(page).toHaveURL(/\/admin\/promoter\/edit\?id=\d+$/)
    await page.reload()
    await expect(page.getByLabel(x.name, { exact: true })).toHaveValue(`Nurul ${language}`)
    await expect(page.getByLabel(x.code, { exact: true })).toHaveValue(code)
    await expect(page.getByLabel(x.region)).toHaveValue('Selangor')
    await expect(page.getByLabel(x.supervisor)).toHaveValue('Puan Aminah')
    await expect(page.getByLabel(x.post)).toHaveValue('Mydin USJ')
    await expect(page.getByLabel(x.number)).toHaveValue('0123456789')
    await expect(page.getByLabel(x.utmLink)).toHaveValue('https://club.example/?utm_source=promoter')
    await page.getByLabel(x.supervisor).fill('Encik Rahman')
    await page.getByLabel(x.post).fill('Aeon Shah Alam')
    await page.getByRole('button', { name: x.save }).click()
    await expect(page).toHaveURL(/\/admin\/promoter\/dashboard$/)
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Encik Rahman')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: x.download }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('accountReport.csv')
    const lines = (await readFile(await file.path(), 'utf8')).split('\r\n')
    expect(lines[0]).toBe('id,name,code,region,supervisorName,post,number,utmLink,members,createdAt in Malaysia time (UTC+8)')
    expect(lines.find((l) => l.includes(`,${code},`))).toMatch(
      new RegExp(`^\\d+,Nurul ${language},${code},Selangor,Encik Rahman,Aeon Shah Alam,0123456789,https://club\\.example/\\?utm_source=promoter,1,\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d$`),
    )
    // A name that would run as a formula is written as text.
    expect(lines.find((l) => l.includes(`,${takenCode},`))).toMatch(new RegExp(`^\\d+,"'=HYPERLINK\\(""x""\\)",${takenCode},,,,,,0,`))
  })
}
