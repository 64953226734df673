import { describe, expect, it } from 'vitest'
import type { Member } from '../../../../domain/member.ts'
import type { MemberSample } from '../../../../domain/samples.ts'
import type { SurveyQuestion } from '../../../../domain/sample-survey.ts'
import { afterFeedback, answerOf, dueSample, firstProblem, stepProblem } from './survey-draft.ts'

const text = (en: string) => ({ en, bm: en })
const rating: SurveyQuestion = {
  id: 1,
  type: 'rate',
  title: text('Soft?'),
  choices: [1, 2, 3, 4, 5].map((n) => ({ id: 10 + n, title: text(String(n)) })),
  sub: { title: text('Why?'), type: 'close', choices: [{ id: 21, title: text('Leaks') }, { id: 22, title: text('Others') }] },
}
const multiple: SurveyQuestion = { id: 2, type: 'multiple', title: text('Which?'), choices: [{ id: 31, title: text('Ours') }, { id: 32, title: text('Other') }], sub: null }
const open: SurveyQuestion = { id: 3, type: 'open', title: text('More?'), choices: [], sub: null }

describe('answerOf', () => {
  it('sends typed text only where it is asked for', () => {
    expect(answerOf(multiple, { choiceId: 31, text: 'left from Other' })).toEqual({ questionId: 2, choiceId: 31 })
    expect(answerOf(multiple, { choiceId: 32, text: 'Gift' })).toEqual({ questionId: 2, choiceId: 32, text: 'Gift' })
    expect(answerOf(open, { text: 'Nice' })).toEqual({ questionId: 3, text: 'Nice' })
  })

  it('sends a sub answer only for a rating that asks it', () => {
    expect(answerOf(rating, { choiceId: 15, subChoiceId: 21 })).toEqual({ questionId: 1, choiceId: 15 })
    expect(answerOf(rating, { choiceId: 12, subChoiceId: 21, subText: 'left' })).toEqual({ questionId: 1, choiceId: 12, subChoiceId: 21 })
    expect(answerOf(rating, { choiceId: 12, subChoiceId: 22, subText: 'Warm' })).toEqual({ questionId: 1, choiceId: 12, subChoiceId: 22, subText: 'Warm' })
  })
})

describe('the steps', () => {
  it('tell what keeps a question from being answered', () => {
    expect(stepProblem(rating, undefined)).toBe('surveyAnswersMissing')
    expect(stepProblem(rating, { choiceId: 12 })).toBe('surveyAnswersMissing')
    expect(stepProblem(rating, { choiceId: 12, subChoiceId: 22 })).toBe('surveyReasonRequired')
    expect(stepProblem(rating, { choiceId: 14 })).toBeUndefined()
    expect(stepProblem(open, { text: '  ' })).toBe('surveyAnswersMissing')
  })

  it('find the first question left', () => {
    expect(firstProblem([rating, multiple, open], { 1: { choiceId: 15 }, 2: { choiceId: 32 } })).toEqual({ index: 1, code: 'surveyReasonRequired' })
    expect(firstProblem([rating, open], { 1: { choiceId: 15 }, 3: { text: 'ok' } })).toBeUndefined()
  })
})

const sample = (id: string, feedbackDue: boolean): MemberSample => ({ id, trackingId: id.toUpperCase(), createdAt: '2026-06-02T04:00:00.000Z', status: 'DELIVERED', received: null, feedbackDue, orderItems: [] })
const member = { totalPoints: 200, promptFeedback: true, samples: [sample('a', false), sample('b', true), sample('c', true)] } as unknown as Member

describe('the member', () => {
  it('is sent to the sample named, else the first one due', () => {
    expect(dueSample(member, undefined)?.id).toBe('b')
    expect(dueSample(member, 'c')?.id).toBe('c')
    expect(dueSample(member, 'a')).toBeUndefined()
    expect(dueSample(null, undefined)).toBeUndefined()
  })

  it('is prompted until every due survey is answered', () => {
    const once = afterFeedback(member, 'b', true, 250)
    expect(once).toMatchObject({ totalPoints: 250, promptFeedback: true })
    expect(once.samples[1]).toMatchObject({ received: true, feedbackDue: false })
    expect(afterFeedback(once, 'c', false, 250).promptFeedback).toBe(false)
  })
})
