import { readFile } from 'node:fs/promises'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { uniqueMember } from './fixtures.ts'
import { signInAsAdmin } from './support/admins.ts'
import { emailedLink, resetCodeSentTo } from './support/outbox.ts'

// Issue 22's check: a dev admin bulk-creates 5 members from a CSV, who then set passwords through
// sign-in's reset flow and sign in. The page runs in Malay too, through Check Validity.
const TEXT = {
  en: {
    nav: 'Bulk create users',
    note: 'Take note',
    phoneRule: 'Phone numbers in the format 601xxxxxxxxx',
    file: 'CSV file',
    label: 'Label',
    source: 'Register source',
    check: 'Check Validity',
    fileRequired: 'Please upload a file',
    notCsv: 'Please upload a CSV file',
    labelRequired: 'Please enter a label',
    confirm: 'Confirm the upload',
    valid: (n: number) => `To be created: ${n}`,
    issues: (n: number) => `With issues (skipped): ${n}`,
    emailInvalid: 'Invalid email address format',
    duplicate: 'Repeats an earlier row of the file',
    uploadAgain: 'Upload Again',
    submit: 'Confirm Submit',
    done: 'Done',
    download: 'Download',
  },
  bm: {
    nav: 'Cipta pengguna pukal',
    note: 'Ambil perhatian',
    phoneRule: 'Nombor telefon dalam format 601xxxxxxxxx',
    file: 'Fail CSV',
    label: 'Label muat naik',
    source: 'Sumber pendaftaran',
    check: 'Semak Kesahihan',
    fileRequired: 'Sila muat naik fail',
    notCsv: 'Sila muat naik fail CSV',
    labelRequired: 'Sila masukkan label',
    confirm: 'Sahkan muat naik',
    valid: (n: number) => `Akan dicipta: ${n}`,
    issues: (n: number) => `Bermasalah (dilangkau): ${n}`,
    emailInvalid: 'Format alamat e-mel tidak sah',
    duplicate: 'Mengulang baris lebih awal dalam fail',
    uploadAgain: 'Muat Naik Semula',
    submit: 'Sahkan Hantar',
    done: 'Selesai',
    download: 'Muat Turun',
  },
} as const
type Texts = (typeof TEXT)[keyof typeof TEXT]

const HEADER = 'name,email,number,race,gender,pregnant,state,city,postcode,street'
const NAMES = ['Aisyah', 'Brenda', 'Chitra', 'Dahlia', 'Elena']
const PASSWORD = 'Bulk2026!pass'

/** Opens the page from the side menu in the admin's language, past the Take note modal. */
async function openPage(page: Page, language: keyof typeof TEXT) {
  const x = TEXT[language]
  await signInAsAdmin(page, language)
  await page.getByRole('navigation').getByRole('link', { name: x.nav }).click()
  await expect(page).toHaveURL(/\/admin\/bulkCreate\/users\/dashboard$/)
  const note = page.getByRole('dialog', { name: x.note })
  await expect(note).toContainText(x.phoneRule)
  await note.getByRole('button', { name: 'OKAY' }).click()
  await expect(note).toBeHidden()
}

/** Checks a file with one bad email and one repeat besides `people`, and answers the confirmation dialog. */
async function checkFile(page: Page, x: Texts, people: { name: string; email: string; number: string }[], label: string) {
  await page.getByRole('button', { name: x.check }).click()
  await expect(page.getByText(x.fileRequired)).toBeVisible()
  await expect(page.getByText(x.labelRequired)).toBeVisible()
  await page.getByLabel(x.file, { exact: true }).setInputFiles({ name: 'members.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await page.getByLabel(x.label, { exact: true }).fill(label)
  await page.getByRole('button', { name: x.check }).click()
  await expect(page.getByText(x.notCsv)).toBeVisible()

  const rows = people.map((p, i) => `${p.name} Bulk,${p.email},6${p.number},${i === 0 ? 'malay,female,yes,Selangor,Petaling Jaya,46000,"12, Jalan 1/1"' : ',,,,,,'}`)
  const csv = `\uFEFF${HEADER}\r\n${rows.join('\r\n')}\r\nBad Email,not-an-email,60112345678,,,,,,,\r\n${rows[0]}\r\n`
  await page.getByLabel(x.file, { exact: true }).setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: x.check }).click()
  const dialog = page.getByRole('dialog', { name: x.confirm })
  await expect(dialog).toContainText(x.valid(people.length))
  await expect(dialog).toContainText(x.issues(2))
  await expect(dialog.getByRole('row').filter({ hasText: x.emailInvalid })).toContainText(String(people.length + 2))
  // The value at fault is red.
  const bad = dialog.getByRole('cell', { name: 'not-an-email' })
  await expect(bad).toHaveCSS('color', 'rgb(176, 0, 32)')
  await expect(dialog.getByRole('row').filter({ hasText: x.duplicate })).toContainText(people[0]!.email)
  // Answered only by its buttons.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  return dialog
}

/** A member's own browser: the sign-in reset flow, then a sign-in with the new password. */
async function memberPage(browser: Browser) {
  const context = await browser.newContext()
  return { page: await context.newPage(), close: () => context.close() }
}

test('a dev admin bulk-creates 5 members from a CSV, and each sets a password through sign-in and signs in (en)', async ({ page, browser }) => {
  // Five member stories after the upload, each hashing a new password and signing in.
  test.slow()
  const x = TEXT.en
  const people = NAMES.map((name) => ({ name, ...uniqueMember() }))
  const label = `Roadshow ${Date.now()}`
  await openPage(page, 'en')
  await page.getByLabel(x.source, { exact: true }).selectOption('ZERA')
  const dialog = await checkFile(page, x, people, label)
  await dialog.getByRole('button', { name: x.submit }).click()
  await expect(dialog).toBeHidden()

  const row = page.getByRole('row').filter({ hasText: label })
  await expect(row).toContainText(x.done, { timeout: 30_000 })
  await expect(row.getByRole('cell').nth(3)).toHaveText('5')
  await expect(row.getByRole('cell').nth(4)).toHaveText('2')
  const download = page.waitForEvent('download')
  await row.getByRole('button', { name: new RegExp(`^${x.download}`) }).click()
  const result = (await readFile(await (await download).path())).toString().split('\r\n')
  expect(result[0]).toBe(`line,${HEADER},outcome,reason`)
  expect(result[1]).toBe(`2,Aisyah Bulk,${people[0]!.email},${people[0]!.number},malay,female,yes,Selangor,Petaling Jaya,46000,"12, Jalan 1/1",created,`)
  expect(result[6]).toBe(`7,Bad Email,not-an-email,0112345678,other,female,no,,,,,skipped,emailInvalid`)
  expect(result[7]).toMatch(/^8,Aisyah Bulk,.*,skipped,duplicateInFile$/)

  // The first three sign in with any password: told to choose one, they follow the emailed link.
  for (const person of people.slice(0, 3)) {
    const member = await memberPage(browser)
    await member.page.goto('/en/signin')
    await expect(member.page.getByRole('heading', { name: 'Log in' })).toBeVisible()
    await member.page.getByLabel('Email or mobile number').fill(person.email)
    await member.page.getByLabel('Password', { exact: true }).fill('no-password-yet')
    await member.page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    await expect(member.page.getByRole('dialog', { name: 'Choose a new password' })).toBeVisible()
    await member.page.goto((await emailedLink(person.email, '/password/reset')).toString())
    await setPasswordAndSignIn(member.page, person.email, person.name)
    await member.close()
  }
  // The other two ask through Forgot password with their number: their email is not proven, so a code comes by SMS.
  for (const person of people.slice(3)) {
    const member = await memberPage(browser)
    await member.page.goto('/en/signin')
    await expect(member.page.getByRole('heading', { name: 'Log in' })).toBeVisible()
    await member.page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(member.page.getByRole('heading', { name: 'Forgot password' })).toBeVisible()
    await member.page.getByLabel('Email or mobile number').fill(person.number)
    await member.page.getByRole('button', { name: 'Send', exact: true }).click()
    await member.page.getByRole('dialog', { name: 'Check your email or phone' }).getByRole('button', { name: 'Enter the code' }).click()
    await expect(member.page.getByRole('heading', { name: 'Reset your password with a code' })).toBeVisible()
    await member.page.getByLabel('Mobile number').fill(person.number)
    await member.page.getByLabel('Code from the SMS').fill(await resetCodeSentTo(person.number))
    await setPasswordAndSignIn(member.page, person.number, person.name)
    await member.close()
  }
})

async function setPasswordAndSignIn(page: Page, signInName: string, firstName: string) {
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm new password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page).toHaveURL(/\/en\/signin\?passwordChanged=true$/)
  await page.getByLabel('Email or mobile number').fill(signInName)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible()
}

test('the page in Malay, through Check Validity and Upload Again (bm)', async ({ page }) => {
  const x = TEXT.bm
  const people = NAMES.slice(0, 2).map((name) => ({ name, ...uniqueMember() }))
  await openPage(page, 'bm')
  const dialog = await checkFile(page, x, people, `Jelajah ${Date.now()}`)
  await dialog.getByRole('button', { name: x.uploadAgain }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: x.check })).toBeEnabled()
})
