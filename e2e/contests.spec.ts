import { expect, test } from '@playwright/test'
import { allowFor, BUDGET } from './support/budgets.ts'
import { contestEntriesOf, insertContest } from './support/contests.ts'
import { completeProfile, createMember, signIn } from './support/members.ts'
import { solidPng } from './support/png.ts'
import { seedPoints } from './support/tiers.ts'
import { chooseLanguage } from './support/language.ts'

/**
 * Contests for members (issue 21): the list with closed contests blurred and labelled, a contest's
 * page, two entries with their photos and choices paid in points, the points gone and the entries
 * counted, and the "not enough points" popup. Contests are put straight into the e2e database, as
 * the back office would.
 */
const TEXT = {
  en: {
    title: 'Contests',
    ended: 'Ended',
    notStarted: 'Not Started',
    pointsPerEntry: 'Points per entry',
    howMany: 'Number of entries',
    twoEntries: '2 × entry (200 points)',
    joinNow: 'Join now',
    entry: (n: number) => `Entry ${n}`,
    photo: 'Photo',
    favourite: 'Your favourite moment',
    play: 'Play time',
    submit: 'Submit',
    confirmTitle: 'Submit your entries?',
    confirmBody: 'Entries: 2. Points to be used: 200.',
    after: 'Your balance after: 800 points.',
    confirm: 'Yes, submit',
    entered: 'Thank you! Entries submitted: 2. Points used: 200.',
    usedOf: '2 of 5',
    myEntries: 'My entries (2)',
    submitted: 'Submitted',
    notEnoughTitle: 'Not enough points',
    notEnough: 'Not enough points to add entries.',
    guide: 'How to collect points',
    pointsHistory: 'Points history',
    used: 'Used',
    source: 'Contest entries',
    usedAmount: '−200 points',
  },
  bm: {
    title: 'Peraduan',
    ended: 'Tamat',
    notStarted: 'Belum Bermula',
    pointsPerEntry: 'Mata setiap penyertaan',
    howMany: 'Bilangan penyertaan',
    twoEntries: '2 × penyertaan (200 mata)',
    joinNow: 'Sertai sekarang',
    entry: (n: number) => `Penyertaan ${n}`,
    photo: 'Foto',
    favourite: 'Detik kegemaran anda',
    play: 'Waktu bermain',
    submit: 'Hantar',
    confirmTitle: 'Hantar penyertaan anda?',
    confirmBody: 'Penyertaan: 2. Mata yang akan digunakan: 200.',
    after: 'Baki anda selepas ini: 800 mata.',
    confirm: 'Ya, hantar',
    entered: 'Terima kasih! Penyertaan dihantar: 2. Mata digunakan: 200.',
    usedOf: '2 daripada 5',
    myEntries: 'Penyertaan saya (2)',
    submitted: 'Dihantar',
    notEnoughTitle: 'Mata tidak mencukupi',
    notEnough: 'Mata tidak mencukupi untuk menambah penyertaan.',
    guide: 'Cara mengumpul mata',
    pointsHistory: 'Sejarah mata',
    used: 'Digunakan',
    source: 'Penyertaan peraduan',
    usedAmount: '−200 mata',
  },
} as const

for (const language of ['en', 'bm'] as const) {
  test(`in ${language === 'en' ? 'English' : 'Malay'} a member enters a contest with photos, sees the points go and the entries counted`, async ({ page, request }) => {
    allowFor(BUDGET.memberStoryMs)
    const x = TEXT[language]
    const tag = `${language}-${Date.now()}`
    const running = { en: `Smile contest ${tag}`, bm: `Peraduan senyum ${tag}` }
    const pricey = { en: `Grand contest ${tag}`, bm: `Peraduan besar ${tag}` }
    const ended = { en: `Old contest ${tag}`, bm: `Peraduan lama ${tag}` }
    const soon = { en: `Next contest ${tag}`, bm: `Peraduan akan datang ${tag}` }
    const id = insertContest({ nameEn: running.en, nameBm: running.bm, dropdown: true, endDays: 3 })
    insertContest({ nameEn: pricey.en, nameBm: pricey.bm, pointsPerEntry: 5000, endDays: 20 })
    insertContest({ nameEn: ended.en, nameBm: ended.bm, startDays: -9, endDays: -1 })
    insertContest({ nameEn: soon.en, nameBm: soon.bm, startDays: 2, endDays: 9 })

    const member = await createMember(request)
    await completeProfile(request, member)
    seedPoints(member.uuid, [{ points: 800, source: 'scan' }])
    await signIn(page, member, { wizard: 'none' })
    await page.getByRole('dialog', { name: 'Welcome to Lembut Baby Club!' }).getByRole('button', { name: 'OKAY' }).click()
    await page.getByRole('dialog', { name: 'How to collect points' }).getByRole('button', { name: 'OKAY' }).click()
    if (language === 'bm') await chooseLanguage(page, 'bm')

    await page.goto('/contest')
    await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible()
    // Closed contests are there, blurred with their label, and lead nowhere.
    const closed = (name: string) => page.getByRole('listitem').filter({ hasText: name })
    await expect(closed(ended[language])).toContainText(x.ended)
    await expect(closed(soon[language])).toContainText(x.notStarted)
    await expect(closed(ended[language]).getByRole('link')).toHaveCount(0)
    await expect(closed(soon[language]).getByRole('link')).toHaveCount(0)
    // Not enough points for the grand one: the popup links to the points guide.
    await page.getByRole('link', { name: pricey[language] }).click()
    await page.getByRole('button', { name: x.joinNow }).click()
    const short = page.getByRole('dialog', { name: x.notEnoughTitle })
    await expect(short).toContainText(x.notEnough)
    await expect(short.getByRole('link', { name: x.guide })).toBeVisible()
    await short.getByRole('button', { name: 'OKAY' }).click()

    await page.goto('/contest')
    await page.getByRole('link', { name: running[language] }).click()
    await expect(page).toHaveURL(new RegExp(`/activity\\?contest=${id}$`))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: running[language] })).toBeVisible()
    await expect(page.getByText(x.pointsPerEntry)).toBeVisible()
    await page.getByLabel(x.howMany).selectOption({ label: x.twoEntries })
    await page.getByRole('button', { name: x.joinNow }).click()
    await expect(page).toHaveURL(new RegExp(`/submit\\?contest=${id}&entries=2$`))

    for (const n of [1, 2]) {
      const entry = page.getByRole('group', { name: x.entry(n) })
      await entry.getByLabel(x.photo).setInputFiles({ name: `smile-${n}.png`, mimeType: 'image/png', buffer: solidPng(40, 40, [200, 40 * n, 90]) })
      await expect(entry.getByRole('img')).toBeVisible()
      await entry.getByLabel(x.favourite).selectOption({ label: x.play })
    }
    await page.getByRole('button', { name: x.submit, exact: true }).click()
    const confirm = page.getByRole('dialog', { name: x.confirmTitle })
    await expect(confirm).toContainText(x.confirmBody)
    await expect(confirm).toContainText(x.after)
    await confirm.getByRole('button', { name: x.confirm }).click()

    await expect(page).toHaveURL(new RegExp(`/activity\\?contest=${id}$`))
    await expect(page.getByText(x.entered)).toBeVisible()
    await expect(page.getByText(x.usedOf)).toBeVisible()
    const mine = page.getByRole('region', { name: x.myEntries })
    await expect(mine.getByRole('listitem')).toHaveCount(2)
    await expect(mine.getByRole('img', { name: x.entry(1) })).toBeVisible()
    await expect(mine.getByRole('listitem').first()).toContainText(x.submitted)
    expect(contestEntriesOf(member.uuid).filter((e) => e.contestId === id && e.imageFile)).toHaveLength(2)

    await page.goto('/viewpoints')
    await expect(page.getByRole('heading', { level: 1, name: x.pointsHistory })).toBeVisible()
    await page.getByRole('tab', { name: x.used }).click()
    const used = page.getByRole('tabpanel', { name: x.used }).getByRole('listitem').filter({ hasText: x.source })
    await expect(used).toHaveCount(1)
    await expect(used).toContainText(x.usedAmount)
  })
}


test('an entry whose answer is lost is sent again with Submit again, made once and charged once', async ({ page, request }) => {
  allowFor(BUDGET.memberStoryMs)
  const x = TEXT.en
  const name = `Retry contest ${Date.now()}`
  const id = insertContest({ nameEn: name, nameBm: `Peraduan cuba semula ${Date.now()}` })
  const member = await createMember(request)
  await completeProfile(request, member)
  seedPoints(member.uuid, [{ points: 800, source: 'scan' }])
  await signIn(page, member, { wizard: 'none' })
  await page.getByRole('dialog', { name: 'Welcome to Lembut Baby Club!' }).getByRole('button', { name: 'OKAY' }).click()
  await page.getByRole('dialog', { name: 'How to collect points' }).getByRole('button', { name: 'OKAY' }).click()

  // The first submit reaches the server and is made there, but its answer never comes back.
  let lost = false
  await page.route('**/api/contest/submit', async (route) => {
    if (lost) return route.continue()
    lost = true
    await route.fetch()
    await route.abort('connectionreset')
  })
  await page.goto(`/submit?contest=${id}&entries=1`)
  await page.getByRole('group', { name: x.entry(1) }).getByLabel(x.photo).setInputFiles({ name: 'smile.png', mimeType: 'image/png', buffer: solidPng(40, 40, [10, 200, 90]) })
  await page.getByRole('button', { name: x.submit, exact: true }).click()
  await page.getByRole('dialog', { name: x.confirmTitle }).getByRole('button', { name: x.confirm }).click()
  const failed = page.getByRole('dialog', { name: 'Failed' })
  await expect(failed).toBeVisible()
  expect(contestEntriesOf(member.uuid).filter((e) => e.contestId === id)).toHaveLength(1)
  await failed.getByRole('button', { name: 'Submit again' }).click()

  await expect(page).toHaveURL(new RegExp(`/activity\\?contest=${id}$`))
  await expect(page.getByText('Thank you! Entries submitted: 1. Points used: 100.')).toBeVisible()
  await expect(page.getByText('1 of 5')).toBeVisible()
  expect(contestEntriesOf(member.uuid).filter((e) => e.contestId === id)).toHaveLength(1)
  await page.goto('/viewpoints')
  await page.getByRole('tab', { name: x.used }).click()
  const used = page.getByRole('tabpanel', { name: x.used }).getByRole('listitem').filter({ hasText: x.source })
  await expect(used).toHaveCount(1)
  await expect(used).toContainText('−100 points')
})
