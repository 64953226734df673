import { describe, expect, it } from 'vitest'
import { inputProblem } from './contract/input-problem.ts'
import {
  asksSubQuestion,
  checkFeedback,
  isOtherChoice,
  LOW_RATING_BELOW,
  SampleFeedbackSchema,
  SURVEY_TEXT_MAX,
  type SurveyQuestion,
  SurveyQuestionAddSchema,
  type SurveyQuestionAddInput,
  withBrandName,
} from './sample-survey.ts'

const text = (en: string, bm = `${en} (bm)`) => ({ en, bm })
const choice = (id: number, en: string, bm?: string) => ({ id, title: text(en, bm ?? en) })

const rating: SurveyQuestion = {
  id: 1,
  type: 'rate',
  title: text('How soft is %brandName%?'),
  choices: [1, 2, 3, 4, 5].map((n) => choice(10 + n, String(n))),
  sub: { title: text('What went wrong?'), type: 'close', choices: [choice(21, 'Leaks', 'Bocor'), choice(22, 'Others', 'Lain-lain')] },
}
const typedSub: SurveyQuestion = { id: 2, type: 'rate', title: text('Dry?'), choices: [1, 2, 3, 4, 5].map((n) => choice(30 + n, String(n))), sub: { title: text('Tell us'), type: 'open', choices: [] } }
const multiple: SurveyQuestion = { id: 3, type: 'multiple', title: text('Which diapers?'), choices: [choice(41, '%brandName%'), choice(42, 'OTHER', 'Lain-lain')], sub: null }
const dropdown: SurveyQuestion = { id: 4, type: 'dropdown', title: text('Age?'), choices: [choice(51, 'Under 6 months'), choice(52, 'Over 6 months')], sub: null }
const open: SurveyQuestion = { id: 5, type: 'open', title: text('Anything else?'), choices: [], sub: null }
const survey = [rating, typedSub, multiple, dropdown, open]

const allAnswered = [
  { questionId: 1, choiceId: 15 },
  { questionId: 2, choiceId: 34 },
  { questionId: 3, choiceId: 41 },
  { questionId: 4, choiceId: 52 },
  { questionId: 5, text: '  Lovely  ' },
]
const replacing = (questionId: number, answer: object) => allAnswered.map((a) => (a.questionId === questionId ? { questionId, ...answer } : a))

describe('the survey questions', () => {
  it('asks a rating’s sub-question below the threshold only', () => {
    expect(LOW_RATING_BELOW).toBe(4)
    expect(asksSubQuestion(rating, rating.choices[2]!)).toBe(true)
    expect(asksSubQuestion(rating, rating.choices[3]!)).toBe(false)
    expect(asksSubQuestion({ ...rating, sub: null }, rating.choices[0]!)).toBe(false)
  })

  it('knows "Other" and "Others" in any case, and nothing else', () => {
    expect(isOtherChoice(choice(1, 'Others'))).toBe(true)
    expect(isOtherChoice(choice(1, ' other '))).toBe(true)
    expect(isOtherChoice(choice(1, 'Another brand'))).toBe(false)
  })

  it('fills in the brand name everywhere a member reads it', () => {
    const filled = withBrandName(rating, 'Lembut')
    expect(filled.title).toEqual({ en: 'How soft is Lembut?', bm: 'How soft is Lembut? (bm)' })
    expect(withBrandName(multiple, 'Lembut').choices[0]!.title).toEqual({ en: 'Lembut', bm: 'Lembut' })
  })
})

describe('checkFeedback', () => {
  it('keeps every answer with the question’s titles, typed text trimmed', () => {
    const check = checkFeedback(survey, allAnswered)
    expect(check).toEqual({
      ok: true,
      answers: [
        { questionId: 1, question: rating.title, answer: text('5', '5'), sub: null },
        { questionId: 2, question: typedSub.title, answer: text('4', '4'), sub: null },
        { questionId: 3, question: multiple.title, answer: text('%brandName%', '%brandName%'), sub: null },
        { questionId: 4, question: dropdown.title, answer: text('Over 6 months', 'Over 6 months'), sub: null },
        { questionId: 5, question: open.title, answer: text('Lovely', 'Lovely'), sub: null },
      ],
    })
  })

  it('refuses a survey with a question left out', () => {
    expect(checkFeedback(survey, allAnswered.slice(1))).toEqual({ ok: false, code: 'surveyAnswersMissing', questionId: 1 })
    expect(checkFeedback(survey, replacing(3, {}))).toMatchObject({ ok: false, code: 'surveyAnswersMissing' })
    expect(checkFeedback(survey, replacing(5, { text: '   ' }))).toMatchObject({ ok: false, code: 'surveyAnswersMissing', questionId: 5 })
  })

  it('refuses a question answered twice, or one that was not asked', () => {
    expect(checkFeedback(survey, [...allAnswered, { questionId: 4, choiceId: 51 }])).toMatchObject({ ok: false, code: 'surveyAnswerInvalid', questionId: 4 })
    expect(checkFeedback(survey, [...allAnswered, { questionId: 99, choiceId: 1 }])).toMatchObject({ ok: false, code: 'surveyQuestionNotAsked', questionId: 99 })
  })

  it('refuses a choice of another question, so a rating outside the scale', () => {
    expect(checkFeedback(survey, replacing(1, { choiceId: 34 }))).toMatchObject({ ok: false, code: 'surveyAnswerInvalid', questionId: 1 })
    expect(checkFeedback(survey, replacing(4, { choiceId: 41 }))).toMatchObject({ ok: false, code: 'surveyAnswerInvalid', questionId: 4 })
    expect(checkFeedback(survey, replacing(5, { choiceId: 41, text: 'x' }))).toMatchObject({ ok: false, code: 'surveyAnswerInvalid' })
  })

  it('asks the sub-question of a low rating, and refuses a sub answer to a high one', () => {
    expect(checkFeedback(survey, replacing(1, { choiceId: 12 }))).toMatchObject({ ok: false, code: 'surveyAnswersMissing', questionId: 1 })
    const low = checkFeedback(survey, replacing(1, { choiceId: 12, subChoiceId: 21 }))
    expect(low.ok && low.answers[0]!.sub).toEqual({ question: rating.sub!.title, answer: text('Leaks', 'Bocor') })
    expect(checkFeedback(survey, replacing(1, { choiceId: 12, subChoiceId: 31 }))).toMatchObject({ ok: false, code: 'surveyAnswerInvalid' })
    expect(checkFeedback(survey, replacing(1, { choiceId: 15, subChoiceId: 21 }))).toMatchObject({ ok: false, code: 'surveyAnswerInvalid' })
    expect(checkFeedback(survey, replacing(2, { choiceId: 31, subText: ' ' }))).toMatchObject({ ok: false, code: 'surveyAnswersMissing', questionId: 2 })
    const typed = checkFeedback(survey, replacing(2, { choiceId: 31, subText: 'It leaked' }))
    expect(typed.ok && typed.answers[1]!.sub).toEqual({ question: typedSub.sub!.title, answer: text('It leaked', 'It leaked') })
  })

  it('needs the reason for "Other", and takes no text with another choice', () => {
    expect(checkFeedback(survey, replacing(3, { choiceId: 42 }))).toMatchObject({ ok: false, code: 'surveyReasonRequired', questionId: 3 })
    const other = checkFeedback(survey, replacing(3, { choiceId: 42, text: 'Hand-me-downs' }))
    expect(other.ok && other.answers[2]!.answer).toEqual({ en: 'OTHER: Hand-me-downs', bm: 'Lain-lain: Hand-me-downs' })
    expect(checkFeedback(survey, replacing(1, { choiceId: 11, subChoiceId: 22 }))).toMatchObject({ ok: false, code: 'surveyReasonRequired' })
    expect(checkFeedback(survey, replacing(4, { choiceId: 51, text: 'extra' }))).toMatchObject({ ok: false, code: 'surveyAnswerInvalid' })
  })

  it('bounds typed text', () => {
    expect(checkFeedback(survey, replacing(5, { text: 'x'.repeat(SURVEY_TEXT_MAX) })).ok).toBe(true)
    expect(checkFeedback(survey, replacing(5, { text: 'x'.repeat(SURVEY_TEXT_MAX + 1) }))).toMatchObject({ ok: false, code: 'surveyTextTooLong' })
  })

  it('takes an empty survey with no answers', () => {
    expect(checkFeedback([], [])).toEqual({ ok: true, answers: [] })
  })
})

describe('SampleFeedbackSchema', () => {
  it('takes no answers with a sample that never came', () => {
    expect(SampleFeedbackSchema.safeParse({ orderId: 'o', received: false }).success).toBe(true)
    expect(SampleFeedbackSchema.safeParse({ orderId: 'o', received: false, answers: [{ questionId: 1, choiceId: 2 }] }).success).toBe(false)
  })
})

describe('SurveyQuestionAddSchema', () => {
  const problem = (input: object) => {
    const result = SurveyQuestionAddSchema.safeParse(input)
    return result.success ? undefined : inputProblem(result.error.issues).code
  }
  const base: SurveyQuestionAddInput = { title: 'Which?', bmTitle: 'Yang mana?', type: 'multiple', answers: [{ title: 'A', bmTitle: 'A' }] }
  const rate: SurveyQuestionAddInput = { ...base, type: 'rate', answers: ['1', '2', '3', '4', '5'].map((n) => ({ title: n, bmTitle: n })) }

  it('turns the spec’s payload into a question for every brand and size', () => {
    expect(SurveyQuestionAddSchema.parse({ ...rate, subtitle: 'Why?', subbmTitle: 'Kenapa?', subtype: 'close', subAnswers: [{ subtitle: 'Leaks', subbmTitle: 'Bocor' }] })).toEqual({
      title: { en: 'Which?', bm: 'Yang mana?' },
      type: 'rate',
      brandId: null,
      sizeId: null,
      choices: ['1', '2', '3', '4', '5'].map((n) => ({ en: n, bm: n })),
      sub: { title: { en: 'Why?', bm: 'Kenapa?' }, type: 'close', choices: [{ en: 'Leaks', bm: 'Bocor' }] },
    })
    expect(SurveyQuestionAddSchema.parse({ ...rate, subtype: '', subtitle: '' }).sub).toBeNull()
    expect(SurveyQuestionAddSchema.parse({ ...base, type: 'open', answers: [], brandId: 2, sizeId: 5 })).toMatchObject({ choices: [], brandId: 2, sizeId: 5 })
  })

  it('says "Please fill in all the fields in the form" for what is missing', () => {
    expect(problem({ ...base, title: ' ' })).toBe('fillAllFieldsInForm')
    expect(problem({ bmTitle: 'x', type: 'multiple', answers: [{ title: 'A', bmTitle: 'A' }] })).toBe('fillAllFieldsInForm')
    expect(problem({ ...base, type: undefined })).toBe('fillAllFieldsInForm')
    expect(problem({ ...base, answers: [] })).toBe('fillAllFieldsInForm')
    expect(problem({ ...base, answers: [{ title: 'A', bmTitle: '' }] })).toBe('fillAllFieldsInForm')
    expect(problem({ ...rate, subtype: 'open', subtitle: 'Why?' })).toBe('fillAllFieldsInForm')
    expect(problem({ ...rate, subtype: 'close', subtitle: 'Why?', subbmTitle: 'Kenapa?' })).toBe('fillAllFieldsInForm')
    expect(problem({ ...rate, subtype: 'close', subtitle: 'Why?', subbmTitle: 'Kenapa?', subAnswers: [{ subtitle: 'x', subbmTitle: '' }] })).toBe('fillAllFieldsInForm')
  })

  it('keeps choices and sub-questions to the types that have them', () => {
    expect(problem({ ...base, type: 'open' })).toBe('surveyChoicesNotAllowed')
    expect(problem({ ...base, subtype: 'open', subtitle: 'Why?', subbmTitle: 'Kenapa?' })).toBe('surveySubQuestionRateOnly')
    expect(problem({ ...rate, subtype: 'open', subtitle: 'Why?', subbmTitle: 'Kenapa?', subAnswers: [{ subtitle: 'x', subbmTitle: 'y' }] })).toBe('surveyChoicesNotAllowed')
    expect(problem({ ...base, sizeId: 3 })).toBe('sizeNotInBrand')
  })

  it('takes a rating’s scale as whole numbers, each once, the same in both languages', () => {
    expect(problem({ ...rate, answers: [{ title: 'Good', bmTitle: 'Baik' }] })).toBe('surveyRatingChoices')
    expect(problem({ ...rate, answers: [{ title: '1', bmTitle: 'satu' }] })).toBe('surveyRatingChoices')
    expect(problem({ ...rate, answers: [{ title: '2', bmTitle: '2' }, { title: '2', bmTitle: '2' }] })).toBe('surveyRatingChoices')
    expect(problem({ ...rate, answers: [{ title: '1.5', bmTitle: '1.5' }] })).toBe('surveyRatingChoices')
    expect(problem({ ...rate, answers: [{ title: '11', bmTitle: '11' }] })).toBe('surveyRatingChoices')
  })

  it('refuses fields it does not know', () => {
    expect(problem({ ...base, active: false })).toBe('unknownField')
  })
})
