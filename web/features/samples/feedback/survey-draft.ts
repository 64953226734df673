import type { Member } from '../../../../domain/member.ts'
import type { MemberSample } from '../../../../domain/samples.ts'
import { asksSubQuestion, checkFeedback, type FeedbackAnswer, type FeedbackRefusal, isOtherChoice, type SurveyQuestion } from '../../../../domain/sample-survey.ts'

/** What the member has picked and typed for one question, kept as they move between steps. */
export interface DraftAnswer {
  choiceId?: number
  /** An open question's answer, or the reason for "Other". */
  text?: string
  subChoiceId?: number
  subText?: string
}
export type Draft = Readonly<Record<number, DraftAnswer>>

/**
 * The answer the API takes for what is on screen: typed text only where it is asked for (an open
 * question, "Other"), and a sub-question's answer only when the rating chosen asks it. So switching
 * from "Other" or from a low rating leaves nothing behind that the API would refuse.
 */
export function answerOf(question: SurveyQuestion, draft: DraftAnswer = {}): FeedbackAnswer {
  const answer: FeedbackAnswer = { questionId: question.id }
  if (question.type === 'open') return { ...answer, text: draft.text ?? '' }
  const choice = question.choices.find((c) => c.id === draft.choiceId)
  if (!choice) return answer
  answer.choiceId = choice.id
  if (isOtherChoice(choice)) answer.text = draft.text ?? ''
  const sub = question.sub
  if (!sub || !asksSubQuestion(question, choice)) return answer
  if (sub.type === 'open') return { ...answer, subText: draft.subText ?? '' }
  const subChoice = sub.choices.find((c) => c.id === draft.subChoiceId)
  if (!subChoice) return answer
  answer.subChoiceId = subChoice.id
  if (isOtherChoice(subChoice)) answer.subText = draft.subText ?? ''
  return answer
}

/** What keeps the question on screen from being answered, by the API's own rules; undefined when it is. */
export function stepProblem(question: SurveyQuestion, draft: DraftAnswer | undefined): FeedbackRefusal | undefined {
  const check = checkFeedback([question], [answerOf(question, draft)])
  return check.ok ? undefined : check.code
}

/** The first question not answered as the API wants it, with why; undefined when all of them are. */
export function firstProblem(questions: readonly SurveyQuestion[], draft: Draft): { index: number; code: FeedbackRefusal } | undefined {
  for (const [index, question] of questions.entries()) {
    const code = stepProblem(question, draft[question.id])
    if (code) return { index, code }
  }
  return undefined
}

/** The sample order whose survey the member is sent to: the one named, or else the first one due. */
export function dueSample(member: Member | null, orderId: string | undefined): MemberSample | undefined {
  return member?.samples.find((s) => s.feedbackDue && (orderId === undefined || s.id === orderId))
}

/** The member as the API now sees them after answering: the new balance, that sample answered, and the prompt closed if none is due. */
export function afterFeedback(member: Member, orderId: string, received: boolean, totalPoints: number): Member {
  const samples = member.samples.map((s) => (s.id === orderId ? { ...s, received, feedbackDue: false } : s))
  return { ...member, totalPoints, samples, promptFeedback: samples.some((s) => s.feedbackDue) }
}
