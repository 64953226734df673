import { describe, expect, it } from 'vitest'
import type { AdminContest } from '../../../../domain/contest-form.ts'
import { draftOf, problemsOf, submissionOf } from './contest-draft.ts'

const image = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' })
const text = (en: string) => ({ en, bm: `${en} BM` })

const saved: AdminContest = {
  id: 7,
  name: text('Photo'),
  description: text('Share'),
  icon: text('/api/files/public/icon.png'),
  startsAt: '2026-05-31T16:00:00.000Z',
  endsAt: '2026-06-30T15:59:00.000Z',
  pointRequired: true,
  pointsPerEntry: 50,
  entriesPerPerson: 3,
  uploadImages: true,
  uploadReceipts: false,
  linkUrl: false,
  gotDropdown: true,
  dropdownTitle: text('State'),
  options: [{ id: 4, label: text('Johor') }],
  steps: [{ id: 1, instructions: text('Snap'), description: { en: '', bm: '' } }],
  prizes: [{ id: 2, title: text('Stroller'), imageUrl: '/api/files/public/prize.png', amount: 2 }],
  active: true,
  entries: 0,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
}

describe('the contest form', () => {
  it('refuses a new blank contest where the API would: names, dates, icons, the step and the prize image', () => {
    const problems = problemsOf(submissionOf(draftOf()), false)
    expect(problems).toMatchObject({
      name: 'contestFormRequired',
      nameBM: 'contestFormRequired',
      startDate: 'contestFormRequired',
      campaignIcon: 'contestFormRequired',
      'steps.0.instructions': 'contentBothLanguages',
      'prizes.0': 'contestPrizeImageRequired',
    })
  })

  it('sends a saved contest back as it was, in Malaysian time, keeping prize images and option ids', () => {
    const submission = submissionOf(draftOf(saved))
    expect(submission).toMatchObject({ startDate: '2026-06-01T00:00:00+08:00', endDate: '2026-06-30T23:59:00+08:00', pointsPerEntry: '50', gotDropdown: 'true', prizeImage: [] })
    expect(JSON.parse(submission.prizes)).toEqual([{ title: 'Stroller', titleBM: 'Stroller BM', amount: 2, imageUrl: '/api/files/public/prize.png' }])
    expect(JSON.parse(submission.dropdownOption)).toEqual([{ id: 4, label: 'Johor', labelBM: 'Johor BM' }])
    expect(problemsOf(submission, true)).toEqual({})
  })

  it('sends a new prize image by its index, no points when none are needed, and no options when the dropdown is off', () => {
    const draft = draftOf(saved)
    draft.prizes.push({ key: 'new', title: 'Cot', titleBM: 'Katil', amount: '1', file: image('cot.png') })
    const submission = submissionOf({ ...draft, pointRequired: false, gotDropdown: false })
    expect(JSON.parse(submission.prizes)[1]).toEqual({ title: 'Cot', titleBM: 'Katil', amount: 1, file: 0 })
    expect(submission.prizeImage).toHaveLength(1)
    expect(submission).toMatchObject({ pointsPerEntry: '0', dropdownOption: '[]', dropdownTitle: '' })
  })

  it('names the prize rule when every prize is removed, and the order of dates', () => {
    const draft = { ...draftOf(saved), prizes: [], endDate: '2026-05-01T00:00' }
    expect(problemsOf(submissionOf(draft), true)).toMatchObject({ prizes: 'contestPrizeRequired', endDate: 'contestDatesOrder' })
  })
})
