import { expect, test } from '@playwright/test'
import { shownDate } from './support/dates.ts'
import { createMember, signIn } from './support/members.ts'
import { reviewTierToday, seedPoints, tierResetDate } from './support/tiers.ts'
import { businessDate, shiftYears } from '../domain/business-time.ts'
import { chooseLanguage } from './support/language.ts'

test('a member sees their tier progress, each tier’s benefits and their points earned and used', async ({ page, request }) => {
  const dayBefore = businessDate(new Date())
  const member = await createMember(request)
  const dayAfter = businessDate(new Date())
  // The first review falls a year after sign-up (either day, should a Malaysian midnight pass during it).
  expect([shiftYears(dayBefore, 1), shiftYears(dayAfter, 1)]).toContain(tierResetDate(member.uuid))
  seedPoints(member.uuid, [
    { points: 1200, source: 'scan' },
    { points: 300, source: 'receipt' },
    { points: -500, source: 'redemption' },
    { points: -200, source: 'contestEntry' }, // a source this version has no label for yet
  ])
  await signIn(page, member)

  await page.goto('/tier')
  await expect(page.getByRole('heading', { level: 1, name: 'My tier' })).toBeVisible()
  const bar = page.getByRole('progressbar', { name: 'Progress to Platinum' })
  await expect(bar).toHaveAttribute('aria-valuenow', '37')
  await expect(page.getByText(`Collect 2,500 more points by ${shownDate(tierResetDate(member.uuid))} to reach Platinum.`)).toBeVisible()

  // The member's own tier is open first; the arrow keys, Home and End move between tiers.
  const tabs = page.getByRole('tablist', { name: 'Tier benefits' })
  await expect(tabs.getByRole('tab', { name: 'Gold' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Gold' })).toContainText('Your first unique code earns 2x points')
  await tabs.getByRole('tab', { name: 'Gold' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Platinum' })).toBeFocused()
  await expect(page.getByRole('tabpanel', { name: 'Platinum' })).toContainText('Welcome bonus: 500 points')
  await page.keyboard.press('End')
  await expect(page.getByRole('tabpanel', { name: 'Diamond' })).toContainText('Refer a friend: you get 600 points')
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Gold' })).toBeFocused()

  await page.getByRole('link', { name: 'Tier help center' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tier help center' })).toBeVisible()
  await expect(page.getByText('Platinum: 4,000 to 8,999 points.')).toBeVisible()

  await page.goto('/viewpoints')
  await expect(page.getByRole('heading', { level: 1, name: 'Points history' })).toBeVisible()
  const earned = page.getByRole('tabpanel', { name: 'Earned' })
  await expect(earned.getByRole('listitem')).toHaveCount(2)
  await expect(earned.getByRole('listitem').first()).toContainText('Receipt')
  await expect(earned.getByRole('listitem').first()).toContainText('+300 points')
  await expect(earned.getByRole('listitem').last()).toContainText('Unique code')
  await expect(earned.getByRole('listitem').last()).toContainText('+1,200 points')
  await page.getByRole('tab', { name: 'Used' }).click()
  const used = page.getByRole('tabpanel', { name: 'Used' })
  await expect(used.getByRole('listitem')).toHaveCount(2)
  await expect(used.getByRole('listitem').first()).toContainText('Points used')
  await expect(used.getByRole('listitem').first()).toContainText('−200 points')
  await expect(used.getByRole('listitem').last()).toContainText('Point shop order')
  await expect(used.getByRole('listitem').last()).toContainText('−500 points')

  await page.goto('/pointhistory')
  await expect(page.getByRole('heading', { level: 1, name: 'Points history' })).toBeVisible()
})

test('a new member sees empty histories, and in Malay the upgrade after their yearly review', async ({ page, request }) => {
  const member = await createMember(request)
  await signIn(page, member)
  await page.goto('/viewpoints')
  await expect(page.getByText('You have not earned any points yet.')).toBeVisible()
  await page.getByRole('tab', { name: 'Used' }).click()
  await expect(page.getByText('You have not used any points yet.')).toBeVisible()

  await chooseLanguage(page, 'bm')
  await page.goto('/tierHistory')
  await expect(page.getByRole('heading', { level: 1, name: 'Sejarah tahap' })).toBeVisible()
  await expect(page.getByText(`Belum ada semakan tahap. Semakan pertama anda pada ${shownDate(tierResetDate(member.uuid))}.`)).toBeVisible()

  // Points from the past year, then the review on the reset date moves the member up one tier.
  seedPoints(member.uuid, [{ points: 9500, source: 'scan', daysAgo: 30 }])
  const reviewed = await reviewTierToday(member.uuid)
  expect(tierResetDate(member.uuid)).toBe(shiftYears(reviewed, 1))
  await page.reload()
  const row = page.getByRole('row').filter({ hasText: shownDate(reviewed) })
  await expect(row.getByRole('cell', { name: 'Dinaikkan' })).toBeVisible()
  await expect(row.getByRole('cell', { name: 'Dari Emas ke Platinum' })).toBeVisible()
  await expect(page.getByText(`Semakan tahap anda yang seterusnya pada ${shownDate(tierResetDate(member.uuid))}.`)).toBeVisible()

  await page.getByRole('link', { name: 'Tahap saya' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tahap saya' })).toBeVisible()
  const tabs = page.getByRole('tablist', { name: 'Keistimewaan tahap' })
  await expect(tabs.getByRole('tab', { name: 'Platinum' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Platinum' })).toContainText('Tahap anda')
  // A new tier year has begun: its points start from the Platinum welcome gift the review credited (500 of 9,000).
  await expect(page.getByRole('progressbar', { name: 'Kemajuan ke tahap Berlian' })).toHaveAttribute('aria-valuenow', '5')
  await expect(page.getByText(`Kumpul 8,500 mata lagi menjelang ${shownDate(tierResetDate(member.uuid))} untuk naik ke tahap Berlian.`)).toBeVisible()
  await tabs.getByRole('tab', { name: 'Platinum' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tabpanel', { name: 'Emas' })).toContainText('Kod unik pertama anda memberi 2x mata')

  // The welcome gift is in the points history under its own label.
  await page.goto('/viewpoints')
  const welcome = page.getByRole('tabpanel', { name: 'Diperoleh' }).getByRole('listitem').filter({ hasText: 'Selamat datang ke tahap baharu anda' })
  await expect(welcome).toContainText('+500 mata')
})

test('points history says when it cannot load, and shows older records a page at a time', async ({ page, request }) => {
  const member = await createMember(request)
  seedPoints(member.uuid, Array.from({ length: 52 }, (_, i) => ({ points: (i + 1) * 10, source: 'scan' })))
  await signIn(page, member)

  await page.route('**/api/user/points/fetch**', (route) => route.fulfill({ status: 500, json: { error: 'Internal Error', code: 'internal' } }))
  await page.goto('/viewpoints')
  await expect(page.getByRole('alert')).toContainText('Your points history could not be loaded.')
  await page.unroute('**/api/user/points/fetch**')
  await page.getByRole('button', { name: 'Try again' }).click()

  const earned = page.getByRole('tabpanel', { name: 'Earned' }).getByRole('listitem')
  await expect(earned).toHaveCount(50)
  await expect(earned.first()).toContainText('+520 points')
  await page.getByRole('button', { name: 'Show more' }).click()
  await expect(earned).toHaveCount(52)
  await expect(earned.last()).toContainText('+10 points')
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0)
})
