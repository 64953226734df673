import { z } from 'zod'
import { type LocalizedText, LocalizedTextSchema } from './club.ts'
import type { StoredAnswer } from './samples.ts'

/**
 * The free-sample survey (spec 2 §3, §5; spec 3 §2.9, §3, §5): its questions as the back office
 * writes them and members read them, and the check of a member's answers. Shared by web and API.
 */

/** Spec 3 §9: multiple choice, a rating (its choices are the scale), a dropdown, or typed text. */
export const QUESTION_TYPES = ['multiple', 'rate', 'dropdown', 'open'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]
/** A rating's sub-question takes typed text (open) or one of its own choices (close). */
export const SUB_TYPES = ['open', 'close'] as const
export type SubType = (typeof SUB_TYPES)[number]

/** Spec 2 §5: a rating whose English title, read as a number, is below this asks the rating's sub-question. */
export const LOW_RATING_BELOW = 4
/** The highest point a rating's scale may have (scales are whole numbers, 0 up). */
export const RATING_MAX = 10
/** Replaced by the sample's brand name in what members read (spec 3 §5). */
export const BRAND_NAME_PLACEHOLDER = '%brandName%'
export const SURVEY_TITLE_MAX = 300
export const SURVEY_CHOICES_MAX = 20
/** The longest typed answer (an open question, or the reason for "Other"), once trimmed. */
export const SURVEY_TEXT_MAX = 1000
/** More answers than any survey has questions is not a survey's answer. */
const ANSWERS_MAX = 100

export const SurveyChoiceSchema = z.object({ id: z.number().int(), title: LocalizedTextSchema }).meta({ id: 'SurveyChoice' })
export type SurveyChoice = z.infer<typeof SurveyChoiceSchema>

/** A question as members read it, in both languages; `sub` is a rating's sub-question, asked for a low rating. */
export const SurveyQuestionSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(QUESTION_TYPES),
    title: LocalizedTextSchema,
    /** A rating's scale, lowest first; none for an open question. */
    choices: z.array(SurveyChoiceSchema),
    sub: z.object({ title: LocalizedTextSchema, type: z.enum(SUB_TYPES), choices: z.array(SurveyChoiceSchema) }).nullable(),
  })
  .meta({ id: 'SurveyQuestion' })
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>

/** Whether a choice is "Other" / "Others", which needs a typed reason (spec 2 §5 "Please specify the reason"). */
export const isOtherChoice = (choice: SurveyChoice): boolean => /^others?$/i.test(choice.title.en.trim())

/** A rating choice's number, read from its English title; undefined when it is not a whole number. */
export function ratingOf(choice: SurveyChoice): number | undefined {
  const title = choice.title.en.trim()
  return /^\d+$/.test(title) ? Number(title) : undefined
}

/** Whether choosing `choice` on `question` asks its sub-question: a rating below LOW_RATING_BELOW. */
export function asksSubQuestion(question: SurveyQuestion, choice: SurveyChoice): boolean {
  const rating = ratingOf(choice)
  return question.type === 'rate' && question.sub !== null && rating !== undefined && rating < LOW_RATING_BELOW
}

/** The question with `%brandName%` filled in, as the member of a sample of that brand reads it. */
export function withBrandName(question: SurveyQuestion, brandName: string): SurveyQuestion {
  const fill = (text: LocalizedText): LocalizedText => ({ en: text.en.replaceAll(BRAND_NAME_PLACEHOLDER, brandName), bm: text.bm.replaceAll(BRAND_NAME_PLACEHOLDER, brandName) })
  const fillChoices = (choices: SurveyChoice[]) => choices.map((c) => ({ ...c, title: fill(c.title) }))
  return {
    ...question,
    title: fill(question.title),
    choices: fillChoices(question.choices),
    sub: question.sub && { ...question.sub, title: fill(question.sub.title), choices: fillChoices(question.sub.choices) },
  }
}

// ---- The back office's question (spec 3 §3, §5) ----

const field = z.string({ error: 'fillAllFieldsInForm' }).trim().min(1, 'fillAllFieldsInForm').max(SURVEY_TITLE_MAX, 'surveyTitleTooLong')
/** A sub field the form leaves blank when there is no sub-question. */
const optionalField = z.string().trim().max(SURVEY_TITLE_MAX, 'surveyTitleTooLong').optional()
const id = z.number().int().positive()

/**
 * `POST /admin/setting/sample/question/add` (spec 3 §3): the spec's payload, with the brand and
 * size it is asked for (null or absent: every brand, every size). A rating has a sub-question when
 * its subtype is given; a close sub-question lists its own answers in `subAnswers`.
 */
export const SurveyQuestionAddSchema = z
  .strictObject({
    title: field,
    bmTitle: field,
    type: z.enum(QUESTION_TYPES, { error: 'fillAllFieldsInForm' }),
    answers: z.array(z.strictObject({ title: field, bmTitle: field })).default([]),
    subtitle: optionalField,
    subbmTitle: optionalField,
    subtype: z.union([z.enum(SUB_TYPES), z.literal('')], { error: 'fillAllFieldsInForm' }).optional(),
    subAnswers: z.array(z.strictObject({ subtitle: field, subbmTitle: field })).default([]),
    brandId: id.nullable().default(null),
    sizeId: id.nullable().default(null),
  })
  .superRefine((q, ctx) => {
    const problem = (code: string, path: string) => ctx.addIssue({ code: 'custom', message: code, path: [path] })
    if (q.type === 'open' && q.answers.length) problem('surveyChoicesNotAllowed', 'answers')
    if (q.type !== 'open' && !q.answers.length) problem('fillAllFieldsInForm', 'answers')
    if (q.answers.length > SURVEY_CHOICES_MAX || q.subAnswers.length > SURVEY_CHOICES_MAX) problem('surveyTooManyChoices', 'answers')
    if (q.type === 'rate' && !ratingScale(q.answers)) problem('surveyRatingChoices', 'answers')
    if (q.sizeId !== null && q.brandId === null) problem('sizeNotInBrand', 'sizeId')

    const sub = Boolean(q.subtitle || q.subbmTitle || q.subtype || q.subAnswers.length)
    if (!sub) return
    if (q.type !== 'rate') return problem('surveySubQuestionRateOnly', 'subtype')
    if (!q.subtitle) problem('fillAllFieldsInForm', 'subtitle')
    if (!q.subbmTitle) problem('fillAllFieldsInForm', 'subbmTitle')
    if (!q.subtype) problem('fillAllFieldsInForm', 'subtype')
    if (q.subtype === 'close' && !q.subAnswers.length) problem('fillAllFieldsInForm', 'subAnswers')
    if (q.subtype === 'open' && q.subAnswers.length) problem('surveyChoicesNotAllowed', 'subAnswers')
  })
  .transform(
    (q): SurveyQuestionDraft => ({
      title: { en: q.title, bm: q.bmTitle },
      type: q.type,
      brandId: q.brandId,
      sizeId: q.sizeId,
      choices: q.answers.map((a) => ({ en: a.title, bm: a.bmTitle })),
      sub: q.subtype
        ? { title: { en: q.subtitle!, bm: q.subbmTitle! }, type: q.subtype, choices: q.subAnswers.map((a) => ({ en: a.subtitle, bm: a.subbmTitle })) }
        : null,
    }),
  )
export type SurveyQuestionAddInput = z.input<typeof SurveyQuestionAddSchema>

/** A new question as it is stored: titles in both languages, its choices in order, its sub-question. */
export interface SurveyQuestionDraft {
  title: LocalizedText
  type: QuestionType
  brandId: number | null
  sizeId: number | null
  choices: LocalizedText[]
  sub: { title: LocalizedText; type: SubType; choices: LocalizedText[] } | null
}

/** A rating's answers are its scale: whole numbers up to RATING_MAX, each once, the same in both languages. */
function ratingScale(answers: readonly { title: string; bmTitle: string }[]): boolean {
  const points = answers.map((a) => (/^\d+$/.test(a.title) && a.title === a.bmTitle ? Number(a.title) : NaN))
  return points.every((p) => p <= RATING_MAX) && new Set(points).size === points.length
}

const AdminChoiceSchema = z.object({ id: z.number().int(), title: z.string(), bmTitle: z.string() })

/** A question as the back office lists it (spec 3 §3 "Sample survey question"). */
export const AdminSurveyQuestionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    bmTitle: z.string(),
    type: z.enum(QUESTION_TYPES),
    subtitle: z.string().nullable(),
    subbmTitle: z.string().nullable(),
    subtype: z.enum(SUB_TYPES).nullable(),
    /** Null: asked for every brand (every size). */
    brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    size: z.object({ id: z.number().int(), name: z.string(), format: z.string() }).nullable(),
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    sampleQuestionChoices: z.array(AdminChoiceSchema),
    subQuestionChoices: z.array(AdminChoiceSchema),
  })
  .meta({ id: 'AdminSurveyQuestion' })
export type AdminSurveyQuestion = z.infer<typeof AdminSurveyQuestionSchema>

// ---- The member's feedback (spec 2 §5, §7) ----

/** `POST /sample/question/fetch`: the questions asked about a sample of this brand and size. */
export const SurveyFetchSchema = z.strictObject({ brandId: id, sizeId: id })

/**
 * One answer: a choice (`choiceId`) or typed text (`text`, an open question's answer, or the reason
 * for an "Other" choice); for a low rating, its sub-question's choice (`subChoiceId`) or text (`subText`).
 */
export const FeedbackAnswerSchema = z.strictObject({
  questionId: id,
  choiceId: id.optional(),
  text: z.string().optional(),
  subChoiceId: id.optional(),
  subText: z.string().optional(),
})
export type FeedbackAnswer = z.infer<typeof FeedbackAnswerSchema>

/**
 * `POST /sample/question/answer` (spec 2 §7): whether the sample came, and if it did the answers.
 * A sample that never came is told with no answers (staff follow it up).
 */
export const SampleFeedbackSchema = z
  .strictObject({
    /** The spec sends the member's id; who answers comes from the token, so it may only repeat it. */
    id: z.string().optional(),
    orderId: z.string().min(1).max(64),
    received: z.boolean(),
    answers: z.array(FeedbackAnswerSchema).max(ANSWERS_MAX).default([]),
  })
  .refine((f) => f.received || f.answers.length === 0, { message: 'surveyAnswerInvalid', path: ['answers'] })
export type SampleFeedbackInput = z.input<typeof SampleFeedbackSchema>

export type FeedbackRefusal = 'surveyAnswersMissing' | 'surveyReasonRequired' | 'surveyQuestionNotAsked' | 'surveyAnswerInvalid' | 'surveyTextTooLong'
export type FeedbackCheck = { ok: true; answers: StoredAnswer[] } | { ok: false; code: FeedbackRefusal; questionId?: number }

class Refused extends Error {
  constructor(
    readonly code: FeedbackRefusal,
    readonly questionId?: number,
  ) {
    super(code)
  }
}

/** Typed text, trimmed: required and bounded. */
function typed(text: string | undefined, questionId: number, missing: FeedbackRefusal): string {
  const trimmed = text?.trim() ?? ''
  if (!trimmed) throw new Refused(missing, questionId)
  if (trimmed.length > SURVEY_TEXT_MAX) throw new Refused('surveyTextTooLong', questionId)
  return trimmed
}

/**
 * One answer to one question of a choice list: the choice, with the reason typed for "Other".
 * Text with any other choice is refused: it would be kept as an answer no question asked for.
 */
function chosen(choices: SurveyChoice[], choiceId: number | undefined, text: string | undefined, questionId: number): { choice: SurveyChoice; answer: LocalizedText } {
  if (choiceId === undefined) throw new Refused('surveyAnswersMissing', questionId)
  const choice = choices.find((c) => c.id === choiceId)
  if (!choice) throw new Refused('surveyAnswerInvalid', questionId)
  if (!isOtherChoice(choice)) {
    if (text !== undefined && text.trim()) throw new Refused('surveyAnswerInvalid', questionId)
    return { choice, answer: choice.title }
  }
  const reason = typed(text, questionId, 'surveyReasonRequired')
  return { choice, answer: { en: `${choice.title.en}: ${reason}`, bm: `${choice.title.bm}: ${reason}` } }
}

function storedAnswer(question: SurveyQuestion, a: FeedbackAnswer): StoredAnswer {
  if (question.type === 'open') {
    if (a.choiceId !== undefined || a.subChoiceId !== undefined || a.subText !== undefined) throw new Refused('surveyAnswerInvalid', question.id)
    const text = typed(a.text, question.id, 'surveyAnswersMissing')
    return { questionId: question.id, question: question.title, answer: { en: text, bm: text }, sub: null }
  }
  const { choice, answer } = chosen(question.choices, a.choiceId, a.text, question.id)
  const sub = question.sub
  if (!sub || !asksSubQuestion(question, choice)) {
    if (a.subChoiceId !== undefined || a.subText !== undefined) throw new Refused('surveyAnswerInvalid', question.id)
    return { questionId: question.id, question: question.title, answer, sub: null }
  }
  if (sub.type === 'open') {
    if (a.subChoiceId !== undefined) throw new Refused('surveyAnswerInvalid', question.id)
    const text = typed(a.subText, question.id, 'surveyAnswersMissing')
    return { questionId: question.id, question: question.title, answer, sub: { question: sub.title, answer: { en: text, bm: text } } }
  }
  const subAnswer = chosen(sub.choices, a.subChoiceId, a.subText, question.id).answer
  return { questionId: question.id, question: question.title, answer, sub: { question: sub.title, answer: subAnswer } }
}

/**
 * Checks a member's answers against the questions asked about their sample (spec 2 §5), and gives
 * them as they are kept, with the questions' titles as they read now: every question answered
 * exactly once ("Please answer all the questions"), a choice of that question (so a rating outside
 * its scale is refused), typed text where it is asked for, a low rating's sub-question answered,
 * a reason for "Other", and no answer to a question that was not asked.
 */
export function checkFeedback(questions: readonly SurveyQuestion[], answers: readonly FeedbackAnswer[]): FeedbackCheck {
  const byId = new Map(questions.map((q) => [q.id, q]))
  const seen = new Set<number>()
  try {
    for (const a of answers) {
      if (!byId.has(a.questionId)) throw new Refused('surveyQuestionNotAsked', a.questionId)
      if (seen.has(a.questionId)) throw new Refused('surveyAnswerInvalid', a.questionId)
      seen.add(a.questionId)
    }
    const missing = questions.find((q) => !seen.has(q.id))
    if (missing) throw new Refused('surveyAnswersMissing', missing.id)
    const given = new Map(answers.map((a) => [a.questionId, a]))
    return { ok: true, answers: questions.map((q) => storedAnswer(q, given.get(q.id)!)) }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, code: error.code, questionId: error.questionId }
    throw error
  }
}
