import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FEEDBACK_DELAY_DAYS, FEEDBACK_POINTS, StoredAnswerSchema } from '../../domain/samples.ts'
import { type FeedbackAnswer, isOtherChoice, ratingOf, type SurveyQuestion } from '../../domain/sample-survey.ts'
import { balanceOf } from '../services/ledger.ts'
import { lastAudit } from '../test-support/audit.ts'
import { adminToken } from '../test-support/admins.ts'
import { expectError } from '../test-support/expect-error.ts'
import { json } from '../test-support/json.ts'
import { bearer, postInProcess, postJson } from '../test-support/members.ts'
import { insertShopItem, insertShopper } from '../test-support/shop.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

const START = '2026-06-02T02:00:00Z'
const DAY_MS = 86_400_000

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ startAt: START })
})
afterAll(() => server.close())
afterEach(() => server.clock.set(START))

let session = { headers: {} as Record<string, string>, at: Number.NaN }
/**
 * An admin's token at the clock's time: a session lasts 12 hours and the tests move the clock by
 * days, so a new one is signed in when the clock has moved on (or back) since; not one per call,
 * which the sign-in rate limit would refuse.
 */
async function adminNow() {
  const now = server.clock.now().getTime()
  if (!(now >= session.at && now - session.at < 11 * 3_600_000)) session = { headers: bearer(await adminToken(server)), at: now }
  return session.headers
}

type Shopper = Awaited<ReturnType<typeof insertShopper>>
interface DeliveredSample {
  shopper: Shopper
  orderId: string
  brandId: number
  sizeId: number
}

async function seededSample(itemCode: string) {
  return server.deps.db
    .selectFrom('samples as s')
    .innerJoin('sizes as z', 'z.id', 's.sizeId')
    .select(['s.id', 'z.brandId', 'z.id as sizeId'])
    .where('s.itemId', '=', itemCode)
    .executeTakeFirstOrThrow()
}

/**
 * A member's sample order, placed through `POST /sample/redeem` at the clock's time and moved by an
 * admin through the orders page's route up to `until` (DELIVERED by default).
 */
async function sampleOrder(until: 'PROCESSING' | 'DELIVERING' | 'DELIVERED' = 'DELIVERED', itemCode = 'SMP-CP-S'): Promise<DeliveredSample> {
  const shopper = await insertShopper(server)
  const sample = await seededSample(itemCode)
  const res = await postJson(server, '/sample/redeem', { addressId: shopper.addressId, itemId: sample.id }, bearer(shopper.token))
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
  const orderId = (await json(res)).order.id as string
  const headers = await adminNow()
  for (const to of ['PROCESSING', 'DELIVERING', 'DELIVERED'] as const) {
    const moved = await postJson(server, '/admin/setting/orders/advance', { ids: [orderId], to, courier: 'PosLaju', trackingNumber: 'EE123' }, headers)
    expect((await json(moved)).moved).toEqual([orderId])
    if (to === until) break
  }
  return { shopper, orderId, brandId: sample.brandId, sizeId: sample.sizeId }
}

/** A sample delivered now, with the clock moved on to the day its survey opens. */
async function surveyOpen(itemCode?: string): Promise<DeliveredSample> {
  const order = await sampleOrder('DELIVERED', itemCode)
  server.clock.advance(FEEDBACK_DELAY_DAYS * DAY_MS)
  return order
}

async function survey(token: string, brandId: number, sizeId: number): Promise<SurveyQuestion[]> {
  const res = await postJson(server, '/sample/question/fetch', { brandId, sizeId }, bearer(token))
  expect(res.status).toBe(200)
  return (await json(res)).data
}

/** A full answer: the top of each rating (no sub-question), the first choice that is not "Other", text for open questions. */
function happyAnswers(questions: SurveyQuestion[]): FeedbackAnswer[] {
  return questions.map((q) => {
    if (q.type === 'open') return { questionId: q.id, text: 'Soft and dry, thank you.' }
    if (q.type === 'rate') return { questionId: q.id, choiceId: q.choices.reduce((top, c) => (ratingOf(c)! > ratingOf(top)! ? c : top)).id }
    return { questionId: q.id, choiceId: q.choices.find((c) => !isOtherChoice(c))!.id }
  })
}

async function answersFor(order: DeliveredSample) {
  return happyAnswers(await survey(order.shopper.token, order.brandId, order.sizeId))
}

const answer = (order: DeliveredSample, body: object, headers: Record<string, string> = {}) =>
  postJson(server, '/sample/question/answer', { orderId: order.orderId, ...body }, { ...bearer(order.shopper.token), ...headers })

const memberView = async (token: string) => (await json(await postJson(server, '/user/session', { token }))).user
const feedbackCredits = (orderId: string) => server.deps.db.selectFrom('pointsLedger').select(['memberId', 'points']).where('source', '=', 'sampleFeedback').where('reference', '=', orderId).execute()
const feedbackRow = (orderId: string) => server.deps.db.selectFrom('sampleFeedback').selectAll().where('orderId', '=', orderId).executeTakeFirst()

async function addQuestion(body: object) {
  const res = await postJson(server, '/admin/setting/sample/question/add', body, await adminNow())
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return json(res)
}
const brandIdOf = async (name: string) => (await server.deps.db.selectFrom('brands').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id
const otherSizeOf = async (brandId: number, sizeId: number) =>
  (await server.deps.db.selectFrom('sizes').select('id').where('brandId', '=', brandId).where('id', '!=', sizeId).executeTakeFirstOrThrow()).id

describe('POST /sample/question/fetch', () => {
  it('asks the demo survey in both languages with the sample’s brand filled in', async () => {
    const member = await insertShopper(server)
    const { brandId, sizeId } = await seededSample('SMP-CP-S')
    const questions = await survey(member.token, brandId, sizeId)
    expect(questions.map((q) => q.type)).toEqual(['rate', 'rate', 'multiple', 'dropdown', 'multiple', 'rate', 'open'])
    expect(questions[0]!.title.en).toContain('Lembut Comfort')
    expect(questions[0]!.title.bm).toContain('Lembut Comfort')
    expect(questions[0]!.sub).toMatchObject({ type: 'close' })
    expect(questions[1]!.sub).toMatchObject({ type: 'open', choices: [] })
    expect(JSON.stringify(questions)).not.toContain('%brandName%')
    expect(questions[6]!.choices).toEqual([])
  })

  it('asks a brand’s or a size’s own questions about its samples only, and no hidden one', async () => {
    const member = await insertShopper(server)
    const { brandId, sizeId } = await seededSample('SMP-CP-S')
    const premium = await brandIdOf('Lembut Premium')
    const otherSize = await otherSizeOf(brandId, sizeId)
    const own = await addQuestion({ title: 'Comfort S only', bmTitle: 'Comfort S sahaja', type: 'open', brandId, sizeId })
    const brandWide = await addQuestion({ title: 'Comfort, any size', bmTitle: 'Comfort, semua saiz', type: 'open', brandId })
    const otherBrand = await addQuestion({ title: 'Premium only', bmTitle: 'Premium sahaja', type: 'open', brandId: premium })
    const wrongSize = await addQuestion({ title: 'Comfort, another size', bmTitle: 'Comfort, saiz lain', type: 'open', brandId, sizeId: otherSize })
    const ids = (await survey(member.token, brandId, sizeId)).map((q) => q.id)
    expect(ids).toEqual(expect.arrayContaining([own.id, brandWide.id]))
    expect(ids).not.toContain(otherBrand.id)
    expect(ids).not.toContain(wrongSize.id)

    for (const q of [own, brandWide, otherBrand, wrongSize]) await postJson(server, '/admin/setting/sample/question/show', { id: q.id }, await adminNow())
    expect((await survey(member.token, brandId, sizeId)).map((q) => q.id)).not.toContain(own.id)
  })

  it('refuses an unknown brand and a caller who is not signed in', async () => {
    const member = await insertShopper(server)
    await expectError(await postJson(server, '/sample/question/fetch', { brandId: 999_999, sizeId: 1 }, bearer(member.token)), 404, 'brandNotFound')
    expect((await postJson(server, '/sample/question/fetch', { brandId: 1, sizeId: 1 })).status).toBe(401)
  })
})

describe('POST /sample/question/answer', () => {
  it('credits 50 points once for a full answer, keeps it with the titles, and closes the prompt', async () => {
    const order = await surveyOpen()
    const before = await memberView(order.shopper.token)
    expect(before.promptFeedback).toBe(true)
    expect(before.samples[0]).toMatchObject({ id: order.orderId, feedbackDue: true, received: null })

    const res = await answer(order, { received: true, answers: await answersFor(order), id: before.id })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ points: FEEDBACK_POINTS, totalPoints: before.totalPoints + FEEDBACK_POINTS })
    expect(await feedbackCredits(order.orderId)).toEqual([{ memberId: order.shopper.id, points: FEEDBACK_POINTS }])

    const row = (await feedbackRow(order.orderId))!
    expect(row).toMatchObject({ memberId: order.shopper.id, received: 1 })
    const kept = StoredAnswerSchema.array().parse(JSON.parse(row.answers))
    expect(kept).toHaveLength(7)
    expect(kept[0]!.question.en).toContain('Lembut Comfort')
    expect(kept[6]!.answer).toEqual({ en: 'Soft and dry, thank you.', bm: 'Soft and dry, thank you.' })

    const after = await memberView(order.shopper.token)
    expect(after.promptFeedback).toBe(false)
    expect(after.totalPoints).toBe(before.totalPoints + FEEDBACK_POINTS)
    expect(after.samples[0]).toMatchObject({ feedbackDue: false, received: true })
  })

  it('records a sample that never came with no answers and no points', async () => {
    const order = await surveyOpen()
    const res = await answer(order, { received: false })
    expect(await json(res)).toEqual({ points: 0, totalPoints: 0 })
    expect(await feedbackCredits(order.orderId)).toEqual([])
    expect(await feedbackRow(order.orderId)).toMatchObject({ received: 0, answers: '[]' })
    const after = await memberView(order.shopper.token)
    expect(after.promptFeedback).toBe(false)
    expect(after.samples[0]).toMatchObject({ received: false, feedbackDue: false })
    await expectError(await answer(order, { received: true, answers: await answersFor(order) }), 409, 'feedbackAlreadyGiven')
  })

  it('asks a low rating’s sub-question and the reason for "Others"', async () => {
    const order = await surveyOpen()
    const questions = await survey(order.shopper.token, order.brandId, order.sizeId)
    const answers = happyAnswers(questions)
    const softness = questions[0]!
    const low = softness.choices.find((c) => ratingOf(c) === 2)!.id
    const others = softness.sub!.choices.find(isOtherChoice)!.id
    const withFirst = (first: object) => [{ questionId: softness.id, ...first }, ...answers.slice(1)]

    await expectError(await answer(order, { received: true, answers: withFirst({ choiceId: low }) }), 422, 'surveyAnswersMissing')
    await expectError(await answer(order, { received: true, answers: withFirst({ choiceId: low, subChoiceId: others }) }), 422, 'surveyReasonRequired')
    const res = await answer(order, { received: true, answers: withFirst({ choiceId: low, subChoiceId: others, subText: 'Too warm' }) })
    expect(res.status).toBe(200)
    const kept = StoredAnswerSchema.array().parse(JSON.parse((await feedbackRow(order.orderId))!.answers))
    expect(kept[0]!.sub).toEqual({ question: softness.sub!.title, answer: { en: 'Others: Too warm', bm: 'Lain-lain: Too warm' } })
  })

  it('answers a replayed Idempotency-Key as the first time and credits once', async () => {
    const order = await surveyOpen()
    const body = { received: true, answers: await answersFor(order) }
    const first = await answer(order, body, { 'idempotency-key': 'survey-answer-1' })
    const again = await answer(order, body, { 'idempotency-key': 'survey-answer-1' })
    expect(again.status).toBe(200)
    expect(await json(again)).toEqual(await json(first))
    expect(await feedbackCredits(order.orderId)).toHaveLength(1)
  })

  it('credits exactly once when 10 answers for one order race', async () => {
    const order = await surveyOpen()
    const body = { orderId: order.orderId, received: true, answers: await answersFor(order) }
    const answers = await Promise.all(Array.from({ length: 10 }, () => postInProcess(server, '/sample/question/answer', body, bearer(order.shopper.token))))
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)])
    for (const r of answers.filter((r) => r.status === 409)) expect((await json(r)).code).toBe('feedbackAlreadyGiven')
    expect(await feedbackCredits(order.orderId)).toEqual([{ memberId: order.shopper.id, points: FEEDBACK_POINTS }])
    expect(await balanceOf(server.deps.db, order.shopper.id)).toBe(FEEDBACK_POINTS)
  })

  describe('refuses, clearly and with no points', () => {
    /** Answers `body` for the order with the member's token (or `token`), checks the refusal, and that nothing was credited or kept. */
    async function refused(order: DeliveredSample, body: object, status: number, code: Parameters<typeof expectError>[2], token = order.shopper.token) {
      await expectError(await postJson(server, '/sample/question/answer', { orderId: order.orderId, ...body }, bearer(token)), status, code)
      expect(await feedbackCredits(order.orderId)).toEqual([])
      expect(await feedbackRow(order.orderId)).toBeUndefined()
    }

    it('an answer to another brand’s question', async () => {
      const premium = await brandIdOf('Lembut Premium')
      const foreign = await addQuestion({ title: 'Premium pants?', bmTitle: 'Seluar Premium?', type: 'dropdown', brandId: premium, answers: [{ title: 'Yes', bmTitle: 'Ya' }] })
      const order = await surveyOpen()
      const answers = [...(await answersFor(order)), { questionId: foreign.id, choiceId: foreign.sampleQuestionChoices[0].id }]
      await refused(order, { received: true, answers }, 422, 'surveyQuestionNotAsked')
      await postJson(server, '/admin/setting/sample/question/show', { id: foreign.id }, await adminNow())
    })

    it('a question left unanswered', async () => {
      const order = await surveyOpen()
      await refused(order, { received: true, answers: (await answersFor(order)).slice(1) }, 422, 'surveyAnswersMissing')
      await refused(order, { received: true }, 422, 'surveyAnswersMissing')
    })

    it('a rating outside its scale', async () => {
      const order = await surveyOpen()
      const questions = await survey(order.shopper.token, order.brandId, order.sizeId)
      const answers = happyAnswers(questions)
      // A "5" of another rating is no choice of this one.
      answers[0] = { questionId: questions[0]!.id, choiceId: questions[1]!.choices.at(-1)!.id }
      await refused(order, { received: true, answers }, 422, 'surveyAnswerInvalid')
      answers[0] = { questionId: questions[0]!.id, choiceId: 999_999 }
      await refused(order, { received: true, answers }, 422, 'surveyAnswerInvalid')
    })

    it('someone else’s order, or an order that is no sample', async () => {
      const order = await surveyOpen()
      const stranger = await insertShopper(server)
      await refused(order, { received: true, answers: await answersFor(order) }, 404, 'orderNotFound', stranger.token)
      await refused(order, { received: false }, 404, 'orderNotFound', stranger.token)

      const shopper = await insertShopper(server, { points: 500 })
      const item = await insertShopItem(server, { points: 100 })
      const placed = await postJson(server, '/rewards/redeem', { addressId: shopper.addressId, items: [{ id: item, quantity: 1 }] }, bearer(shopper.token))
      const shopOrder = { shopper, orderId: (await json(placed)).order.id as string, brandId: order.brandId, sizeId: order.sizeId }
      await refused(shopOrder, { received: false }, 404, 'orderNotFound')
    })

    it('another member’s id in the body', async () => {
      const order = await surveyOpen()
      const other = await memberView((await insertShopper(server)).token)
      await refused(order, { id: other.id, received: false }, 403, 'forbidden')
    })

    it('a second answer', async () => {
      const order = await surveyOpen()
      const answers = await answersFor(order)
      expect((await answer(order, { received: true, answers })).status).toBe(200)
      await expectError(await answer(order, { received: true, answers }), 409, 'feedbackAlreadyGiven')
      await expectError(await answer(order, { received: false }), 409, 'feedbackAlreadyGiven')
      expect(await feedbackCredits(order.orderId)).toHaveLength(1)
    })

    it('before 7 days after delivery', async () => {
      const order = await sampleOrder('DELIVERED')
      server.clock.advance(FEEDBACK_DELAY_DAYS * DAY_MS - 60_000)
      expect((await memberView(order.shopper.token)).promptFeedback).toBe(false)
      await refused(order, { received: true, answers: await answersFor(order) }, 409, 'feedbackTooEarly')
      await refused(order, { received: false }, 409, 'feedbackTooEarly')
    })

    it('a sample not delivered', async () => {
      const order = await sampleOrder('DELIVERING')
      server.clock.advance(30 * DAY_MS)
      await refused(order, { received: true, answers: await answersFor(order) }, 409, 'sampleNotDelivered')
    })

    it('answers with a sample that never came', async () => {
      const order = await surveyOpen()
      await refused(order, { received: false, answers: await answersFor(order) }, 422, 'surveyAnswerInvalid')
    })
  })
})

describe('the back office’s survey', () => {
  const rate = { title: 'Rate %brandName%', bmTitle: 'Nilai %brandName%', type: 'rate', answers: ['1', '2', '3', '4', '5'].map((n) => ({ title: n, bmTitle: n })) }

  it('adds a question with its choices and sub-question and lists it first', async () => {
    const headers = await adminNow()
    const added = await addQuestion({ ...rate, subtitle: 'Why?', subbmTitle: 'Kenapa?', subtype: 'close', subAnswers: [{ subtitle: 'Leaks', subbmTitle: 'Bocor' }] })
    expect(added).toMatchObject({
      title: 'Rate %brandName%',
      bmTitle: 'Nilai %brandName%',
      type: 'rate',
      subtitle: 'Why?',
      subbmTitle: 'Kenapa?',
      subtype: 'close',
      brand: null,
      size: null,
      active: true,
      subQuestionChoices: [{ title: 'Leaks', bmTitle: 'Bocor' }],
    })
    expect(added.sampleQuestionChoices.map((c: { title: string }) => c.title)).toEqual(['1', '2', '3', '4', '5'])
    const res = await fetch(`${server.api}/admin/fetch/dashboard/sample/question`, { headers })
    expect(res.status).toBe(200)
    const { data } = await json(res)
    expect(data[0]).toEqual(added)
    expect(data.length).toBeGreaterThanOrEqual(8)
    expect(await lastAudit(server, 'surveyQuestion', added.id)).toMatchObject({ action: 'surveyQuestion.add', before: null, after: { id: added.id } })

    const shown = await postJson(server, '/admin/setting/sample/question/show', { id: added.id }, headers)
    expect(await json(shown)).toEqual({ id: added.id, active: false })
    expect(await lastAudit(server, 'surveyQuestion', added.id)).toMatchObject({ action: 'surveyQuestion.hide', before: { active: true }, after: { active: false } })
    expect(await json(await postJson(server, '/admin/setting/sample/question/show', { id: added.id }, headers))).toEqual({ id: added.id, active: true })
    await postJson(server, '/admin/setting/sample/question/show', { id: added.id }, headers)
  })

  it('names the brand and size a question is for', async () => {
    const { brandId, sizeId } = await seededSample('SMP-CP-S')
    const added = await addQuestion({ title: 'Sizes?', bmTitle: 'Saiz?', type: 'open', brandId, sizeId })
    expect(added).toMatchObject({ brand: { id: brandId, name: 'Lembut Comfort' }, size: { id: sizeId, name: 's', format: 'pants' }, sampleQuestionChoices: [] })
    await postJson(server, '/admin/setting/sample/question/show', { id: added.id }, await adminNow())
  })

  it('refuses a form that is not filled in or breaks the question rules', async () => {
    const headers = await adminNow()
    const add = (body: object) => postJson(server, '/admin/setting/sample/question/add', body, headers)
    await expectError(await add({ ...rate, title: '' }), 422, 'fillAllFieldsInForm')
    await expectError(await add({ ...rate, answers: [] }), 422, 'fillAllFieldsInForm')
    await expectError(await add({ ...rate, subtype: 'close', subtitle: 'Why?', subbmTitle: 'Kenapa?' }), 422, 'fillAllFieldsInForm')
    await expectError(await add({ ...rate, answers: [{ title: 'Good', bmTitle: 'Baik' }] }), 422, 'surveyRatingChoices')
    await expectError(await add({ ...rate, type: 'dropdown', subtype: 'open', subtitle: 'Why?', subbmTitle: 'Kenapa?' }), 422, 'surveySubQuestionRateOnly')
    await expectError(await add({ ...rate, type: 'open' }), 422, 'surveyChoicesNotAllowed')
    await expectError(await add({ ...rate, brandId: 999_999 }), 404, 'brandNotFound')
    const premium = await brandIdOf('Lembut Premium')
    const { sizeId } = await seededSample('SMP-CP-S')
    await expectError(await add({ ...rate, brandId: premium, sizeId }), 422, 'sizeNotInBrand')
    await expectError(await add({ ...rate, active: false }), 400, 'unknownField')
    await expectError(await postJson(server, '/admin/setting/sample/question/show', { id: 999_999 }, headers), 404, 'surveyQuestionNotFound')
  })

  it('is for admins only', async () => {
    const member = await insertShopper(server)
    expect((await postJson(server, '/admin/setting/sample/question/add', rate, bearer(member.token))).status).toBe(403)
    expect((await fetch(`${server.api}/admin/fetch/dashboard/sample/question`)).status).toBe(401)
  })
})
