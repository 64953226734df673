import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { LANGUAGES, type Language } from '../domain/languages.ts'
import { FEEDBACK_DELAY_DAYS, FEEDBACK_POINTS } from '../domain/samples.ts'
import type { SurveyQuestion } from '../domain/sample-survey.ts'
import { SESSION_KEYS } from '../web/lib/session-keys.ts'
import { signInAsAdmin } from './support/admins.ts'
import { allowFor, BUDGET } from './support/budgets.ts'
import { withClubDatabase } from './support/club-database.ts'
import { createMember, memberToken, signIn } from './support/members.ts'
import { pointsOf } from './support/orders.ts'
import { chooseLanguage } from './support/language.ts'

const TEXT = {
  en: {
    nav: 'Sample survey',
    dashboardTitle: 'Sample Survey',
    newQuestion: 'New Question',
    formTitle: 'New survey question',
    label: { title: 'Question (English)', bmTitle: 'Question (Malay)', type: 'Type', brand: 'Brand', size: 'Size', subtitle: 'Sub-question (English)', subbmTitle: 'Sub-question (Malay)', subtype: 'Sub-question type', answer5En: 'Answer 5 (English)', answer5Bm: 'Answer 5 (Malay)' },
    rating: 'Rating',
    openSub: 'Open (typed answer)',
    hasSub: 'Ask a sub-question when the rating is below 4?',
    yes: 'Yes',
    save: 'Save question',
    fillAll: 'Please fill in all the fields in the form',
    shownFor: (title: string) => `Ask members “${title}”`,
    popup: { title: 'How was your free sample?', go: 'Give feedback', later: 'Later' },
    pageTitle: 'Sample feedback',
    received: 'Did you receive your sample?',
    progress: (n: number, of: number) => `Question ${n} of ${of}`,
    answerAll: 'Please answer all the questions',
    reason: 'Please specify the reason',
    next: 'Next',
    back: 'Back',
    submit: 'Submit',
    thanks: 'Thank you for your feedback!',
    credited: `+${FEEDBACK_POINTS} points`,
    balance: (total: number) => `You now have ${total} points.`,
    points: (total: number) => `Your points: ${total}`,
  },
  bm: {
    nav: 'Tinjauan sampel',
    dashboardTitle: 'Tinjauan Sampel',
    newQuestion: 'Soalan Baharu',
    formTitle: 'Soalan tinjauan baharu',
    label: { title: 'Soalan (Inggeris)', bmTitle: 'Soalan (Melayu)', type: 'Jenis', brand: 'Jenama', size: 'Saiz', subtitle: 'Soalan kecil (Inggeris)', subbmTitle: 'Soalan kecil (Melayu)', subtype: 'Jenis soalan kecil', answer5En: 'Jawapan 5 (Inggeris)', answer5Bm: 'Jawapan 5 (Melayu)' },
    rating: 'Penilaian',
    openSub: 'Terbuka (jawapan ditaip)',
    hasSub: 'Tanya soalan kecil apabila penilaian di bawah 4?',
    yes: 'Ya',
    save: 'Simpan soalan',
    fillAll: 'Sila isi semua ruangan dalam borang',
    shownFor: (title: string) => `Tanya ahli “${title}”`,
    popup: { title: 'Bagaimana sampel percuma anda?', go: 'Beri maklum balas', later: 'Nanti' },
    pageTitle: 'Maklum balas sampel',
    received: 'Adakah anda telah menerima sampel anda?',
    progress: (n: number, of: number) => `Soalan ${n} daripada ${of}`,
    answerAll: 'Sila jawab semua soalan',
    reason: 'Sila nyatakan sebabnya',
    next: 'Seterusnya',
    back: 'Kembali',
    submit: 'Hantar',
    thanks: 'Terima kasih atas maklum balas anda!',
    credited: `+${FEEDBACK_POINTS} mata`,
    balance: (total: number) => `Anda kini mempunyai ${total} mata.`,
    points: (total: number) => `Mata anda: ${total}`,
  },
} as const
type Texts = (typeof TEXT)[Language]

/** Each run asks about a sample of its own brand size, so the question one run adds is not in the other's survey. */
const SAMPLE = { en: { code: 'SMP-CP-S', brand: 'Lembut Comfort', size: 'pants S' }, bm: { code: 'SMP-CT-NB', brand: 'Lembut Comfort', size: 'tape NB' } } as const
const DAY_MS = 86_400_000
const authorization = (token: string) => ({ Authorization: `Bearer ${token}` })

function sampleIdOf(code: string): number {
  const row = withClubDatabase((db) => db.prepare('select id from samples where item_id = ?').get(code) as { id: number }, { readonly: true })
  return row.id
}

/** Dates the order's DELIVERED event `days` back, as if the courier had delivered it then (the survey opens 7 days after). */
function deliveredDaysAgo(orderId: string, days: number) {
  withClubDatabase((db) => db.prepare("update order_events set at = ? where order_id = ? and status = 'DELIVERED'").run(new Date(Date.now() - days * DAY_MS).toISOString(), orderId))
}

/**
 * A member with a complete profile at an address of their own (a household has one sample in 3
 * months, and the shared test address has had one), who asked for the sample through the API.
 */
async function sampleRequester(request: APIRequestContext, code: string, stamp: string) {
  const member = await createMember(request)
  const token = await memberToken(request, member)
  const address = { line1: `${stamp} Jalan Melur`, line2: '', line3: '', city: 'Shah Alam', state: 'Selangor', postcode: '40000', country: 'Malaysia', label: 'Home' }
  const profile = await request.post('/api/user/details/force/edit', {
    headers: authorization(token),
    data: { name: member.name, race: 'malay', nationality: 'malaysian', pregnancyStage: 'trying', edb: null, address },
  })
  expect(profile.ok(), await profile.text()).toBe(true)
  const { user } = (await (await request.post('/api/user/session', { data: { token } })).json()) as { user: { addresses: { id: number }[] } }
  const redeemed = await request.post('/api/sample/redeem', { headers: authorization(token), data: { addressId: user.addresses[0]!.id, itemId: sampleIdOf(code) } })
  expect(redeemed.ok(), await redeemed.text()).toBe(true)
  const { order } = (await redeemed.json()) as { order: { id: string } }
  return { member, token, orderId: order.id }
}

/** The back office's session, as the page holds it after signing in. */
const adminTokenIn = (page: Page) => page.evaluate((key) => localStorage.getItem(key)!, SESSION_KEYS.token)

/** Staff move the order along the orders page's steps to DELIVERED, as the warehouse and courier report. */
async function deliver(request: APIRequestContext, adminToken: string, orderId: string) {
  for (const to of ['PROCESSING', 'DELIVERING', 'DELIVERED']) {
    const res = await request.post('/api/admin/setting/orders/advance', { headers: authorization(adminToken), data: { ids: [orderId], to, courier: 'PosLaju', trackingNumber: 'EP123456789MY' } })
    expect(((await res.json()) as { moved: string[] }).moved).toEqual([orderId])
  }
}

async function survey(request: APIRequestContext, token: string, code: string): Promise<SurveyQuestion[]> {
  const { brandId, sizeId } = withClubDatabase(
    (db) => db.prepare('select z.brand_id as brandId, z.id as sizeId from samples s join sizes z on z.id = s.size_id where s.item_id = ?').get(code) as { brandId: number; sizeId: number },
    { readonly: true },
  )
  const res = await request.post('/api/sample/question/fetch', { headers: authorization(token), data: { brandId, sizeId } })
  return ((await res.json()) as { data: SurveyQuestion[] }).data
}

/** In the back office: a rating for this brand and size with a typed sub-question for a low rating, after the empty form is refused. */
async function addQuestion(page: Page, x: Texts, language: Language, title: string, subtitle: string) {
  await signInAsAdmin(page, language)
  await page.getByRole('navigation').getByRole('link', { name: x.nav }).click()
  await expect(page).toHaveURL(/\/admin\/sample\/survey\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: x.dashboardTitle })).toBeVisible()
  await page.getByRole('link', { name: x.newQuestion }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.formTitle })).toBeVisible()

  await page.getByRole('button', { name: x.save }).click()
  await expect(page.getByRole('alert').filter({ hasText: x.fillAll })).toBeVisible()
  await expect(page.getByLabel(x.label.title, { exact: true })).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel(x.label.title, { exact: true }).fill(title)
  await page.getByLabel(x.label.bmTitle, { exact: true }).fill(`${title} (BM)`)
  await page.getByLabel(x.label.type, { exact: true }).selectOption({ label: x.rating })
  await page.getByLabel(x.label.brand, { exact: true }).selectOption({ label: SAMPLE[language].brand })
  await page.getByLabel(x.label.size, { exact: true }).selectOption({ label: SAMPLE[language].size })
  // A new rating starts on the 1-5 scale.
  await expect(page.getByLabel(x.label.answer5En, { exact: true })).toHaveValue('5')
  await expect(page.getByLabel(x.label.answer5Bm, { exact: true })).toHaveValue('5')
  await page.getByRole('group', { name: x.hasSub }).getByRole('radio', { name: x.yes }).check()
  await page.getByLabel(x.label.subtitle, { exact: true }).fill(subtitle)
  await page.getByLabel(x.label.subbmTitle, { exact: true }).fill(`${subtitle} (BM)`)
  await page.getByLabel(x.label.subtype, { exact: true }).selectOption({ label: x.openSub })
  await page.getByRole('button', { name: x.save }).click()

  await expect(page).toHaveURL(/\/admin\/sample\/survey\/dashboard$/)
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText(SAMPLE[language].brand)
  await expect(row.getByRole('checkbox', { name: x.shownFor(title) })).toBeChecked()
}

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`a question added in the back office is answered by a member whose sample was delivered a week ago, for ${FEEDBACK_POINTS} points (${language})`, async ({ page, request }) => {
    allowFor(BUDGET.memberStoryMs)
    const stamp = `${language}${Date.now() % 1_000_000}`
    const title = `How easy was %brandName% to put on? ${stamp}`
    const subtitle = `What made it hard? ${stamp}`
    await addQuestion(page, x, language, title, subtitle)
    const adminToken = await adminTokenIn(page)

    const { member, token, orderId } = await sampleRequester(request, SAMPLE[language].code, stamp)
    await deliver(request, adminToken, orderId)
    deliveredDaysAgo(orderId, FEEDBACK_DELAY_DAYS)
    const questions = await survey(request, token, SAMPLE[language].code)
    const total = questions.length
    expect(questions.at(-1)!.title.en).toBe(`How easy was Lembut Comfort to put on? ${stamp}`)
    const before = await pointsOf(request, token)

    // The member signs in; after the welcome pop-ups the survey's own asks for feedback.
    await page.evaluate(() => localStorage.clear())
    await signIn(page, member, { wizard: 'none' })
    await page.getByRole('dialog', { name: 'Welcome to Lembut Baby Club!' }).getByRole('button', { name: 'OKAY' }).click()
    await page.getByRole('dialog', { name: 'How to collect points' }).getByRole('button', { name: 'OKAY' }).click()
    if (language === 'bm') {
      // Later puts it off until the next visit: in Malay this time.
      await page.getByRole('dialog', { name: TEXT.en.popup.title }).getByRole('button', { name: TEXT.en.popup.later }).click()
      await chooseLanguage(page, 'bm')
      await page.reload()
    }
    await page.getByRole('dialog', { name: x.popup.title }).getByRole('button', { name: x.popup.go }).click()
    await expect(page).toHaveURL(new RegExp(`/freesample/feedback\\?id=${orderId}$`))
    await expect(page.getByRole('heading', { level: 1, name: x.pageTitle })).toBeVisible()
    await expect(page.getByText(x.received)).toBeVisible()
    await page.getByRole('button', { name: x.yes, exact: true }).click()

    const t = (q: SurveyQuestion) => q.title[language]
    const progress = (n: number) => expect(page.getByText(x.progress(n, total), { exact: true })).toBeVisible()
    const next = () => page.getByRole('button', { name: x.next, exact: true }).click()
    const alert = page.getByRole('alert').filter({ hasText: /./ })
    const choose = (q: SurveyQuestion, choice: string) => page.getByRole('group', { name: t(q), exact: true }).getByRole('radio', { name: choice, exact: true }).check()

    // 1: a rating; nothing chosen is refused, a low one asks the sub-question, and its "Others" the reason.
    const [softness, dryness, diapers, age, buy, recommend, more] = questions
    await progress(1)
    await next()
    await expect(alert).toHaveText(x.answerAll)
    await choose(softness!, '2')
    const sub = page.getByRole('group', { name: softness!.sub!.title[language], exact: true })
    await sub.getByRole('radio', { name: softness!.sub!.choices.at(-1)!.title[language], exact: true }).check()
    await next()
    await expect(alert).toHaveText(x.reason)
    await page.getByLabel(x.reason, { exact: true }).fill('Too warm at night')
    await next()

    // 2 and 3: a high rating asks nothing more; Back keeps what was chosen.
    await progress(2)
    await choose(dryness!, '5')
    await expect(page.getByLabel(dryness!.sub!.title[language], { exact: true })).toHaveCount(0)
    await next()
    await progress(3)
    await choose(diapers!, 'Lembut Comfort')
    await page.getByRole('button', { name: x.back, exact: true }).click()
    await progress(2)
    await expect(page.getByRole('group', { name: t(dryness!), exact: true }).getByRole('radio', { name: '5', exact: true })).toBeChecked()
    await next()
    await next()

    // 4: a dropdown; 5 and 6: a choice and a rating; 7: typed text.
    await progress(4)
    await page.getByLabel(t(age!), { exact: true }).selectOption({ label: age!.choices[1]!.title[language] })
    await next()
    await choose(buy!, buy!.choices[0]!.title[language])
    await next()
    await choose(recommend!, '4')
    await next()
    await progress(7)
    await next()
    await expect(alert).toHaveText(x.answerAll)
    await page.getByLabel(t(more!), { exact: true }).fill('The pants fit well.')
    await next()

    // The back office's question, last: a low rating asks its typed sub-question.
    await progress(total)
    const added = questions.at(-1)!
    await choose(added, '1')
    await page.getByLabel(added.sub!.title[language], { exact: true }).fill('The tabs')
    await page.getByRole('button', { name: x.submit, exact: true }).click()

    const thanks = page.getByRole('dialog', { name: x.thanks })
    await expect(thanks).toContainText(x.credited)
    await expect(thanks).toContainText(x.balance(before + FEEDBACK_POINTS))
    await thanks.getByRole('button', { name: 'OKAY' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText(x.points(before + FEEDBACK_POINTS))).toBeVisible()
    expect(await pointsOf(request, token)).toBe(before + FEEDBACK_POINTS)

    // The pop-up does not come back.
    await page.reload()
    await expect(page.getByText(x.points(before + FEEDBACK_POINTS))).toBeVisible()
    await expect(page.getByRole('dialog', { name: x.popup.title })).toHaveCount(0)

    // Withdrawn in the back office, the question is asked no more.
    await page.evaluate(() => localStorage.clear())
    await signInAsAdmin(page, language)
    await page.goto('/admin/sample/survey/dashboard')
    const shown = page.getByRole('checkbox', { name: x.shownFor(title) })
    // The box follows the server: it changes once the server has hidden the question.
    await shown.click()
    await expect(shown).not.toBeChecked()
    await expect(shown).toBeEnabled()
    expect((await survey(request, token, SAMPLE[language].code)).map((q) => q.id)).not.toContain(added.id)
  })
}
