import { inputProblem } from '../../../../domain/contract/input-problem.ts'
import type { ErrorCode } from '../../../../domain/errors.ts'
import { type QuestionType, RATING_MAX, type SubType, SurveyQuestionAddSchema, type SurveyQuestionAddInput } from '../../../../domain/sample-survey.ts'

/** What the question form holds (spec 3 §3, §5): the spec's fields, with the sub-question's Yes/No and the brand and size as chosen. */
export interface SurveyFormState {
  title: string
  bmTitle: string
  type: QuestionType
  /** '' for every brand (size). */
  brandId: string
  sizeId: string
  answers: { title: string; bmTitle: string }[]
  /** Only a rating may have a sub-question. */
  hasSub: boolean
  subtitle: string
  subbmTitle: string
  subtype: SubType | ''
  subAnswers: { subtitle: string; subbmTitle: string }[]
}

export const EMPTY_FORM: SurveyFormState = {
  title: '',
  bmTitle: '',
  type: 'multiple',
  brandId: '',
  sizeId: '',
  answers: [{ title: '', bmTitle: '' }],
  hasSub: false,
  subtitle: '',
  subbmTitle: '',
  subtype: '',
  subAnswers: [{ subtitle: '', subbmTitle: '' }],
}

/** The usual 1 to 5 scale, which a new rating starts with when no answer has been typed yet. */
const DEFAULT_SCALE = Array.from({ length: Math.min(5, RATING_MAX) }, (_, i) => ({ title: String(i + 1), bmTitle: String(i + 1) }))

/** The form after its type changes: a rating with blank answers gets the 1-5 scale. */
export function withType(form: SurveyFormState, type: QuestionType): SurveyFormState {
  const blank = form.answers.every((a) => !a.title.trim() && !a.bmTitle.trim())
  return { ...form, type, answers: type === 'rate' && blank ? DEFAULT_SCALE : form.answers }
}

/** What is sent: only the parts the type has (no answers for an open question, a sub-question for a rating that asks one). */
export function toPayload(form: SurveyFormState): SurveyQuestionAddInput {
  const sub = form.type === 'rate' && form.hasSub
  return {
    title: form.title,
    bmTitle: form.bmTitle,
    type: form.type,
    brandId: form.brandId ? Number(form.brandId) : null,
    sizeId: form.brandId && form.sizeId ? Number(form.sizeId) : null,
    answers: form.type === 'open' ? [] : form.answers,
    ...(sub && { subtitle: form.subtitle, subbmTitle: form.subbmTitle, subtype: form.subtype, subAnswers: form.subtype === 'close' ? form.subAnswers : [] }),
  }
}

/** The API's own check of the form: the message for the form, and the code of each field at fault, by its path (`answers.0.title`). */
export function formProblems(form: SurveyFormState): { code: ErrorCode; fields: Record<string, string> } | undefined {
  const result = SurveyQuestionAddSchema.safeParse(toPayload(form))
  if (result.success) return undefined
  const { code, fields } = inputProblem(result.error.issues)
  return { code, fields: Object.fromEntries(fields.map((f) => [f.path, f.code])) }
}
