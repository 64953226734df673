import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { businessDate } from '../domain/business-time.ts'
import { LANGUAGES } from '../domain/languages.ts'
import { orderLabel } from '../domain/shop.ts'
import { signInAsAdmin } from './support/admins.ts'
import { createMember, memberToken } from './support/members.ts'
import { answerFeedback, requestSample, sampleOrdersOf, stockedSample } from './support/sample-orders.ts'

const TEXT = {
  en: {
    nav: 'Free sample report',
    title: 'Free sample report',
    filter: 'Filter the report',
    from: 'From',
    to: 'To',
    apply: 'Filter',
    bothDates: 'Please fill up both field',
    search: 'Email or phone',
    empty: 'No free-sample orders.',
    signup: 'At signup',
    requested: 'Requested',
    received: 'Received',
    notAnswered: 'Not answered',
    download: 'Download CSV',
  },
  bm: {
    nav: 'Laporan sampel percuma',
    title: 'Laporan sampel percuma',
    filter: 'Tapis laporan',
    from: 'Dari',
    to: 'Hingga',
    apply: 'Tapis',
    bothDates: 'Sila isi kedua-dua ruangan',
    search: 'E-mel atau telefon',
    empty: 'Tiada pesanan sampel percuma.',
    signup: 'Semasa pendaftaran',
    requested: 'Dimohon',
    received: 'Diterima',
    notAnswered: 'Belum dijawab',
    download: 'Muat turun CSV',
  },
} as const

const HEADER =
  'orderId,trackingId,orderDate in Malaysia time (UTC+8),source,status,name,number,email,line1,line2,line3,postcode,city,state,brand,format,size,itemId,itemName,' +
  'deliveredAt in Malaysia time (UTC+8),received,answeredAt in Malaysia time (UTC+8),answers'
const text = (en: string) => ({ en, bm: `${en} (BM)` })
/** An address of its own: members at one address are one household, which has one sample in 3 months. */
const homeAt = (street: string) => ({ line1: `${Date.now() % 1_000_000} ${street}`, city: 'Shah Alam', state: 'Selangor', postcode: '40100' })

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`the free-sample report lists signup and requested samples with their feedback, filters by dates, searches by email or phone, and downloads freeSampleReport.csv (${language})`, async ({ page, request }) => {
    // Taken before anything is made, so that the range below holds it even if Malaysian midnight passes meanwhile.
    const firstDay = businessDate(new Date())
    const sample = stockedSample()
    const signedUp = await createMember(request, `Nurul Signup ${language}`, { redeemSample: true, sampleId: sample.id, address: homeAt('Jalan Daftar'), gender: 'female', race: 'malay' })
    const signupOrder = sampleOrdersOf(signedUp.uuid)[0]!
    // Another browser (its own device cookie): one device signs up one account.
    const elsewhere = page.request
    const asker = await createMember(elsewhere, `Aisyah Request ${language}`, { address: homeAt('Jalan Minta') })
    const token = await memberToken(elsewhere, asker)
    const { user } = (await (await elsewhere.post('/api/user/session', { data: { token } })).json()) as { user: { addresses: { id: number }[] } }
    const requested = await requestSample(elsewhere, token, user.addresses[0]!.id, sample.id)
    answerFeedback(requested.id, true, [
      { questionId: 1, question: text('How soft was it?'), answer: text('4'), sub: null },
      { questionId: 2, question: text('Did it fit?'), answer: text('Yes'), sub: null },
    ])

    await signInAsAdmin(page, language)
    await page.getByRole('navigation').getByRole('link', { name: x.nav }).click()
    await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible()

    const signupRow = page.getByRole('row').filter({ hasText: orderLabel(signupOrder.id) })
    const requestRow = page.getByRole('row').filter({ hasText: requested.trackingId })
    await expect(signupRow).toContainText(x.signup)
    await expect(signupRow).toContainText(signedUp.name)
    await expect(signupRow).toContainText(x.notAnswered)
    await expect(requestRow).toContainText(x.requested)
    await expect(requestRow).toContainText(sample.nameEn)
    await expect(requestRow).toContainText(x.received)
    await expect(requestRow).toContainText('How soft was it?: 4; Did it fit?: Yes')

    // The search asks the server for the orders of members whose email or phone holds it, any letter case.
    const filter = page.getByRole('form', { name: x.filter })
    const search = filter.getByRole('searchbox', { name: x.search })
    const apply = filter.getByRole('button', { name: x.apply, exact: true })
    await search.fill(asker.email.toUpperCase())
    await apply.click()
    await expect(requestRow).toBeVisible()
    await expect(signupRow).toHaveCount(0)
    await search.fill(signedUp.number)
    await apply.click()
    await expect(signupRow).toBeVisible()
    await expect(requestRow).toHaveCount(0)
    await search.fill('no-one-has-this@example.com')
    await apply.click()
    await expect(page.getByText(x.empty)).toBeVisible()
    await search.fill('')

    // The dates: a range before the club began is empty; one date alone is refused; today lists both.
    await filter.getByLabel(x.from).fill('2020-01-01')
    await filter.getByLabel(x.to).fill('2020-01-02')
    await apply.click()
    await expect(page.getByText(x.empty)).toBeVisible()
    await filter.getByLabel(x.to).fill('')
    await apply.click()
    await expect(filter.getByRole('alert')).toHaveText(x.bothDates)
    await filter.getByLabel(x.from).fill(firstDay)
    await filter.getByLabel(x.to).fill(businessDate(new Date()))
    await apply.click()
    await expect(requestRow).toBeVisible()
    await expect(signupRow).toBeVisible()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: x.download }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('freeSampleReport.csv')
    const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n')
    expect(lines[0]).toBe(HEADER)
    const line = lines.find((l) => l.startsWith(`${requested.id},`))
    expect(line).toContain(`,${requested.trackingId},`)
    expect(line).toContain(`,request,Order Placed,Aisyah Request ${language},${asker.number},${asker.email},`)
    expect(line).toContain(`,${sample.brand},`)
    expect(line).toMatch(/,yes,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},How soft was it\?: 4; Did it fit\?: Yes$/)
    expect(lines.find((l) => l.startsWith(`${signupOrder.id},`))).toContain(`,signup,Order Placed,Nurul Signup ${language},`)
  })
}
