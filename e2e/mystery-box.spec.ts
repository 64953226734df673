import { randomBytes } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import type { Language } from '../domain/languages.ts'
import { newUniqueCode } from '../domain/unique-code.ts'
import { adminToken } from './support/admins.ts'
import { allowFor, BUDGET } from './support/budgets.ts'
import { seedCodes } from './support/codes.ts'
import { completeProfile, createMember, signIn } from './support/members.ts'
import { solidPng } from './support/png.ts'
import { chooseLanguage } from './support/language.ts'

/**
 * The mystery box (issue 20): an admin sets up a running campaign with a points prize through the
 * back office's API; a member keys in a unique code during it, opens the box it gave on
 * /mysteryboxhome, sees the prize revealed and finds it in the point shop's My mystery box history.
 * Every campaign of the run gives the same prize, so a box of another test's campaign reveals it too.
 */
const PRIZE = { en: 'Lucky 150 points', bm: 'Mata bertuah 150' }
const TEXT = {
  en: { keyIn: 'Key in code', code: 'Unique code', send: 'Submit code', added: 'Points added!', title: 'Mystery box', open: 'Open box', won: 'You won!', history: 'Mystery box history', tab: 'My mystery box', empty: 'Empty History', points: '+150 points', boxWon: /^You won (a|\d+) mystery box(es)?! Open (it|them) now$/ },
  bm: { keyIn: 'Taip kod', code: 'Kod unik', send: 'Hantar kod', added: 'Mata ditambah!', title: 'Kotak misteri', open: 'Buka kotak', won: 'Anda menang!', history: 'Sejarah kotak misteri', tab: 'Kotak misteri saya', empty: 'Sejarah Kosong', points: '+150 mata', boxWon: /^Anda menang (sebuah|\d+) kotak misteri! Bukanya sekarang$/ },
}

/** A campaign running from an hour ago for a week, with one points prize, set up as the back office would. */
async function runningCampaign(page: Page) {
  const auth = { authorization: `Bearer ${await adminToken(page)}` }
  const now = Date.now()
  const campaign = await page.request.post('/api/admin/setting/mysterybox/campaign/add', {
    headers: auth,
    data: {
      nameEn: 'Lucky week',
      nameBm: 'Minggu bertuah',
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 7 * 86_400_000).toISOString(),
      active: true,
      weeklyPrizeEn: 'A stroller',
      weeklyPrizeBm: 'Kereta sorong',
      weeklyWinners: 1,
      grandPrizeEn: 'A year of diapers',
      grandPrizeBm: 'Lampin setahun',
      grandWinners: 1,
    },
  })
  expect(campaign.status()).toBe(201)
  const { id } = await campaign.json()
  const prize = await page.request.post('/api/admin/setting/mysterybox/prize/add', {
    headers: auth,
    multipart: {
      campaignId: String(id),
      kind: 'points',
      points: '150',
      nameEn: PRIZE.en,
      nameBm: PRIZE.bm,
      weight: '1',
      stock: '1000',
      file: { name: 'prize.png', mimeType: 'image/png', buffer: solidPng(8, 8, [240, 160, 60]) },
    },
  })
  expect(prize.status()).toBe(201)
}

for (const language of ['en', 'bm'] as const satisfies Language[]) {
  test(`in ${language === 'en' ? 'English' : 'Malay'} a member scans a code during a campaign, opens the box and finds the prize in the history`, async ({ page, browser, request }) => {
    allowFor(BUDGET.memberStoryMs, BUDGET.readMs)
    const x = TEXT[language]
    const admin = await browser.newContext()
    await runningCampaign(await admin.newPage())
    await admin.close()

    const member = await createMember(request)
    await completeProfile(request, member)
    await signIn(page, member, { wizard: 'none' })
    await page.getByRole('dialog', { name: 'Welcome to Lembut Baby Club!' }).getByRole('button', { name: 'OKAY' }).click()
    await page.getByRole('dialog', { name: 'How to collect points' }).getByRole('button', { name: 'OKAY' }).click()
    if (language === 'bm') await chooseLanguage(page, 'bm')

    // No box yet: the history says so.
    await page.goto('/pointshop?tab=mysterybox')
    await expect(page.getByRole('tab', { name: x.tab })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText(x.empty)).toBeVisible()

    const code = newUniqueCode(randomBytes)
    seedCodes([code], 40, 'Lembut Basics')
    await page.goto('/scancode')
    await page.getByRole('button', { name: x.keyIn }).click()
    await page.getByLabel(x.code).fill(code)
    await page.getByRole('button', { name: x.send }).click()
    const added = page.getByRole('dialog', { name: x.added })
    await expect(added).toBeVisible({ timeout: BUDGET.readMs })

    // The code gave a box for each running campaign (an earlier test's too): the pop-up says so and leads to them.
    await added.getByRole('link', { name: x.boxWon }).click()
    await expect(page.getByRole('heading', { name: x.title, level: 1 })).toBeVisible()
    await expect(page.getByText(language === 'en' ? 'Lucky week' : 'Minggu bertuah').first()).toBeVisible()
    await page.getByRole('button', { name: x.open }).first().click()
    const reveal = page.getByRole('status').filter({ hasText: x.won })
    await expect(reveal).toContainText(PRIZE[language])
    await expect(reveal).toContainText(x.points)

    await page.goto('/pointshop?tab=mysterybox')
    const history = page.getByRole('list', { name: x.history })
    await expect(history.getByRole('listitem')).toHaveCount(1)
    await expect(history).toContainText(PRIZE[language])
    await expect(history).toContainText(x.points)
  })
}
