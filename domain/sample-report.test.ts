import { describe, expect, it } from 'vitest'
import { answersText } from './sample-report.ts'

const text = (en: string) => ({ en, bm: `${en} (bm)` })

describe('answersText', () => {
  it('reads the answers in English, a rating followed by its sub-question', () => {
    const answers = [
      { questionId: 1, question: text('How soft was it?'), answer: text('2'), sub: { question: text('What was wrong?'), answer: text('Too thin') } },
      { questionId: 2, question: text('Would you buy it?'), answer: text('Yes'), sub: null },
    ]
    expect(answersText(answers)).toBe('How soft was it?: 2; What was wrong?: Too thin; Would you buy it?: Yes')
  })

  it('is empty for no answers', () => {
    expect(answersText([])).toBe('')
  })
})
