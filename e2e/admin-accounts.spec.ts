import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { LANGUAGES } from '../domain/languages.ts'
import { signInAsAdmin } from './support/admins.ts'
import { createMember } from './support/members.ts'
import { seedPoints } from './support/tiers.ts'

const TEXT = {
  en: {
    search: 'Email or phone',
    filter: 'Filter',
    edit: 'Edit',
    name: 'Name',
    badName: 'Invalid name format',
    save: 'Save',
    download: 'Download CSV',
    details: 'Point details of',
    userTitle: 'Point user report',
    source: 'Unique code',
  },
  bm: {
    search: 'E-mel atau telefon',
    filter: 'Tapis',
    edit: 'Sunting',
    name: 'Nama',
    badName: 'Format nama tidak sah',
    save: 'Simpan',
    download: 'Muat turun CSV',
    details: 'Butiran mata',
    userTitle: 'Laporan mata pengguna',
    source: 'Kod unik',
  },
} as const

for (const language of LANGUAGES) {
  const x = TEXT[language]
  test(`a dev admin searches the accounts report, edits an account, downloads accountReport.csv and opens the member's point user report (${language})`, async ({ page, request }) => {
    // Four screens, a signup by OTP and a download: longer than one screen's test.
    test.slow()
    const member = await createMember(request, `Akaun Lama ${language}`)
    seedPoints(member.uuid, [{ points: 45, source: 'scan' }])
    const newName = `Akaun Baru ${language === 'en' ? 'Satu' : 'Dua'}`

    await signInAsAdmin(page, language)
    await page.goto('/admin/account')
    await page.getByLabel(x.search).fill(member.email.toUpperCase())
    await page.getByRole('button', { name: x.filter }).click()
    const row = page.getByRole('row').filter({ hasText: member.email })
    await expect(row).toContainText(member.name)
    await expect(page.getByRole('row')).toHaveCount(2)

    await row.getByRole('link', { name: new RegExp(x.edit) }).click()
    await expect(page).toHaveURL(/\/admin\/account\/edit\?id=\d+$/)
    const name = page.getByLabel(x.name, { exact: true })
    await expect(name).toHaveValue(member.name)
    await name.fill('Akaun 2')
    await expect(page.getByRole('button', { name: x.badName })).toBeDisabled()
    await name.fill(newName)
    await page.getByRole('button', { name: x.save }).click()
    await expect(page).toHaveURL(/\/admin\/account$/)

    await page.getByLabel(x.search).fill(member.number)
    await page.getByRole('button', { name: x.filter }).click()
    await expect(page.getByRole('row').filter({ hasText: member.email })).toContainText(newName)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: x.download }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('accountReport.csv')
    const lines = (await readFile(await file.path(), 'utf8')).split('\r\n')
    expect(lines[0]).toBe('id,name,email,number,tier,verified,registeredAt in Malaysia time (UTC+8)')
    expect(lines[1]).toContain(`,${newName},${member.email},${member.number},gold,yes,`)
    expect(lines).toHaveLength(3)

    await page.goto('/admin/pointhistory')
    await page.getByLabel(x.search).fill(member.email)
    await page.getByRole('button', { name: x.filter }).click()
    await page.getByRole('link', { name: `${x.details} ${newName}` }).click()
    await expect(page).toHaveURL(/\/admin\/userreport\?member=\d+$/)
    await expect(page.getByRole('heading', { name: x.userTitle })).toBeVisible()
    await expect(page.getByRole('heading', { name: newName })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: x.source })).toContainText('45')
  })
}
