import { expect, test } from '@playwright/test'
import { completeProfile, createMember, setMemberFlag, signIn } from './support/members.ts'
import { chooseLanguage } from './support/language.ts'

test('a member with a complete profile finds the dashboard’s pop-ups once, then its sections', async ({ page, request }) => {
  const member = await createMember(request)
  // A home of its own: members of one household share its free samples, and other tests ask for them.
  await completeProfile(request, member, { line1: `${Date.now() % 1_000_000} Jalan Rumah` })
  setMemberFlag(member.email, 'sso_popup', 1)
  // The dashboard's session check is read while the sign-on notice is due and answered only after
  // the member has closed it, as a busy server does: its answer must not bring the notice back.
  let closed!: () => void
  const noticeClosed = new Promise<void>((resolve) => (closed = resolve))
  page.on('requestfinished', (r) => {
    if (r.url().endsWith('/api/user/ssoPopup')) closed()
  })
  await page.route(
    '**/api/user/session',
    async (route) => {
      const response = await route.fetch()
      await noticeClosed
      await route.fulfill({ response })
    },
    { times: 1 },
  )
  await signIn(page, member, { wizard: 'none' })

  // After login, one at a time: the sign-on notice, the one-time welcome, how to collect points.
  const sso = page.getByRole('dialog', { name: 'One account for both' })
  await sso.getByRole('button', { name: 'OKAY' }).click()
  const welcome = page.getByRole('dialog', { name: 'Welcome to Lembut Baby Club!' })
  await welcome.getByRole('button', { name: 'OKAY' }).click()
  const howTo = page.getByRole('dialog', { name: 'How to collect points' })
  await expect(howTo.getByRole('listitem')).toHaveCount(3)
  await howTo.getByLabel('Do not show this again').check()
  await howTo.getByRole('button', { name: 'OKAY' }).click()
  await expect(howTo).toBeHidden()

  await expect(page.getByText('Your points: 200')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Progress to Platinum' })).toHaveAttribute('aria-valuenow', '5')
  await expect(page.getByText(/Collect 3,800 more points by \d{2}\/\d{2}\/\d{4} to reach Platinum\./)).toBeVisible()
  const points = page.getByRole('region', { name: 'Your points' })
  await expect(points.getByRole('listitem').filter({ hasText: 'Profile completed' })).toContainText('+200 points')

  // Quests not yet done; news for every stage but not for expecting parents; rewards in stock.
  const quests = page.getByRole('region', { name: 'My quests' })
  await expect(quests.getByText('Scan your first pack')).toBeVisible()
  await expect(quests.getByText('Complete your profile')).toHaveCount(0)
  const news = page.getByRole('region', { name: 'News for you' })
  await expect(news.getByText('Double points on the 15th and 22nd')).toBeVisible()
  await expect(page.getByText('Packing your hospital bag')).toHaveCount(0)
  const rewards = page.getByRole('region', { name: 'Rewards to redeem' }).getByRole('listitem')
  await expect(rewards.first()).toBeVisible()
  expect(await rewards.count()).toBeLessThanOrEqual(6)

  const tiles = page.getByRole('navigation', { name: 'What would you like to do?' })
  // A member whose household may ask goes on to choose a sample (e2e/free-sample.spec.ts follows it through).
  await tiles.getByRole('button', { name: 'Free sample' }).click()
  await expect(page).toHaveURL(/\/picksample$/)
  await expect(page.getByRole('list', { name: 'Choose a brand' }).getByRole('link', { name: 'Lembut Comfort' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the dashboard' }).click()

  await news.getByRole('link', { name: /Double points on the 15th and 22nd/ }).click()
  await expect(page).toHaveURL(/\/viewnews\?news=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Double points on the 15th and 22nd' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the dashboard' }).click()
  // Back on the dashboard, its sections loaded: the pop-ups closed stay closed.
  await expect(rewards.first()).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await tiles.getByRole('link', { name: 'Key in code' }).click()
  await expect(page).toHaveURL(/\/scancode\?method=keyIn$/)
  await expect(page.getByLabel('Unique code')).toBeVisible()

  // The next login: the welcome was once, and how to collect was asked not to come back.
  await page.getByRole('button', { name: 'Log out' }).click()
  await signIn(page, member, { wizard: 'none' })
  await expect(page.getByText('Your points: 200')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('refer and earn, quests, help and the inbox, in Malay', async ({ page, context, browser, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const member = await createMember(request)
  await signIn(page, member)
  await chooseLanguage(page, 'bm')

  await page.goto('/referandearn')
  await expect(page.getByRole('heading', { level: 1, name: 'Rujuk dan raih' })).toBeVisible()
  await expect(page.getByText('Sebagai ahli Emas, anda mendapat 500 mata bagi setiap rakan yang menyertai, dan mereka mendapat 100 mata.')).toBeVisible()
  const code = await page.getByLabel('Kod rujukan anda').inputValue()
  expect(code).toMatch(/^[0-9A-Z]{8}$/)
  await page.getByRole('button', { name: 'Salin kod' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Kod telah disalin.' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)

  // A friend following the shared link finds the code already in the signup form.
  const friendsPhone = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const friend = await friendsPhone.newPage()
  await friend.goto(`/bm?refer=${code}`)
  await expect(friend.getByLabel('Kod rujukan (pilihan)')).toHaveValue(code)
  await friendsPhone.close()

  await page.goto('/quest')
  await expect(page.getByRole('heading', { level: 1, name: 'Misi saya' })).toBeVisible()
  const start = page.getByRole('region', { name: 'Mulakan' })
  await expect(start.getByRole('listitem').filter({ hasText: 'Imbas pek pertama anda' })).toContainText('3x mata')
  await start.getByRole('link', { name: 'Imbas pek pertama anda' }).click()
  await expect(page).toHaveURL(/\/scancode$/)

  await page.goto('/help')
  await page.getByRole('link', { name: 'Cara mengumpul mata' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cara mengumpul mata' })).toBeVisible()

  await page.goto('/inbox')
  await expect(page.getByText('Anda tiada mesej.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Kosongkan semua' })).toBeDisabled()
})

test('explains that referral is closed for a member who may not refer', async ({ page, request }) => {
  const member = await createMember(request)
  setMemberFlag(member.email, 'allow_refer', 0)
  await signIn(page, member)
  await page.goto('/referandearn')
  await expect(page.getByRole('alert')).toContainText('Referral is not available for your account at the moment. As a Gold member')
  await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(0)
})
