import { businessDateTimeInput, instantOfBusinessInput } from '../../../../domain/business-time.ts'
import { type AdminContest, ContestAddSchema, ContestEditSchema } from '../../../../domain/contest-form.ts'
import type { ContestSubmission } from './api/contest-calls.ts'

/** The contest form as typed: times are Malaysian wall time (`datetime-local`), lists keep a key for React. */
export interface ContestDraft {
  name: string
  nameBM: string
  description: string
  descriptionBM: string
  startDate: string
  endDate: string
  pointRequired: boolean
  pointsPerEntry: string
  entriesPerPerson: string
  uploadImages: boolean
  uploadReceipts: boolean
  linkURL: boolean
  gotDropdown: boolean
  dropdownTitle: string
  dropdownTitleBM: string
  options: { key: string; id?: number; label: string; labelBM: string }[]
  steps: { key: string; instructions: string; instructionsBM: string; description: string; descriptionBM: string }[]
  prizes: { key: string; title: string; titleBM: string; amount: string; imageUrl?: string; file: File | null }[]
  campaignIcon: File | null
  campaignIconBM: File | null
}
export type ContestText = { [K in keyof ContestDraft]: ContestDraft[K] extends string ? K : never }[keyof ContestDraft]
export type ContestFlag = { [K in keyof ContestDraft]: ContestDraft[K] extends boolean ? K : never }[keyof ContestDraft]

let keys = 0
export const newKey = () => `k${++keys}`
export const newStep = () => ({ key: newKey(), instructions: '', instructionsBM: '', description: '', descriptionBM: '' })
export const newPrize = () => ({ key: newKey(), title: '', titleBM: '', amount: '1', file: null })
export const newOption = () => ({ key: newKey(), label: '', labelBM: '' })

/** A new contest starts with one empty step and prize (at least one of each is needed); an edit with the contest as saved. */
export function draftOf(contest?: AdminContest): ContestDraft {
  if (!contest) {
    return {
      ...{ name: '', nameBM: '', description: '', descriptionBM: '', startDate: '', endDate: '', pointsPerEntry: '', entriesPerPerson: '1' },
      ...{ pointRequired: true, uploadImages: false, uploadReceipts: false, linkURL: false, gotDropdown: false, dropdownTitle: '', dropdownTitleBM: '' },
      ...{ options: [], steps: [newStep()], prizes: [newPrize()], campaignIcon: null, campaignIconBM: null },
    }
  }
  return {
    name: contest.name.en,
    nameBM: contest.name.bm,
    description: contest.description.en,
    descriptionBM: contest.description.bm,
    startDate: businessDateTimeInput(contest.startsAt),
    endDate: businessDateTimeInput(contest.endsAt),
    pointRequired: contest.pointRequired,
    pointsPerEntry: contest.pointRequired ? String(contest.pointsPerEntry) : '',
    entriesPerPerson: String(contest.entriesPerPerson),
    uploadImages: contest.uploadImages,
    uploadReceipts: contest.uploadReceipts,
    linkURL: contest.linkUrl,
    gotDropdown: contest.gotDropdown,
    dropdownTitle: contest.dropdownTitle.en,
    dropdownTitleBM: contest.dropdownTitle.bm,
    options: contest.options.map((o) => ({ key: newKey(), id: o.id, label: o.label.en, labelBM: o.label.bm })),
    steps: contest.steps.map((s) => ({ key: newKey(), instructions: s.instructions.en, instructionsBM: s.instructions.bm, description: s.description.en, descriptionBM: s.description.bm })),
    prizes: contest.prizes.map((p) => ({ key: newKey(), title: p.title.en, titleBM: p.title.bm, amount: String(p.amount), imageUrl: p.imageUrl, file: null })),
    campaignIcon: null,
    campaignIconBM: null,
  }
}

const flag = (on: boolean) => (on ? 'true' : 'false')

/** What the form sends (decision 116): lists as JSON fields, a prize's new image as its index among the `prizeImage` files. */
export function submissionOf(d: ContestDraft): ContestSubmission {
  const prizeImage: File[] = []
  const prizes = d.prizes.map((p) => {
    const image = p.file ? { file: prizeImage.push(p.file) - 1 } : p.imageUrl ? { imageUrl: p.imageUrl } : {}
    return { title: p.title, titleBM: p.titleBM, amount: Number(p.amount || 'NaN'), ...image }
  })
  return {
    name: d.name,
    nameBM: d.nameBM,
    description: d.description,
    descriptionBM: d.descriptionBM,
    startDate: instantOfBusinessInput(d.startDate),
    endDate: instantOfBusinessInput(d.endDate),
    pointRequired: flag(d.pointRequired),
    pointsPerEntry: d.pointRequired ? d.pointsPerEntry : '0',
    entriesPerPerson: d.entriesPerPerson,
    uploadImages: flag(d.uploadImages),
    uploadReceipts: flag(d.uploadReceipts),
    linkURL: flag(d.linkURL),
    gotDropdown: flag(d.gotDropdown),
    dropdownTitle: d.gotDropdown ? d.dropdownTitle : '',
    dropdownTitleBM: d.gotDropdown ? d.dropdownTitleBM : '',
    dropdownOption: JSON.stringify(d.gotDropdown ? d.options.map(({ id, label, labelBM }) => ({ ...(id !== undefined && { id }), label, labelBM })) : []),
    steps: JSON.stringify(d.steps.map(({ instructions, instructionsBM, description, descriptionBM }) => ({ instructions, instructionsBM, description, descriptionBM }))),
    prizes: JSON.stringify(prizes),
    prizeImage,
    ...(d.campaignIcon && { campaignIcon: d.campaignIcon }),
    ...(d.campaignIconBM && { campaignIconBM: d.campaignIconBM }),
  }
}

/** The problems the API would answer, by field path (`steps.0.instructionsBM`, `prizes`), checked with its own schema before sending. */
export function problemsOf(submission: ContestSubmission, editing: boolean): Record<string, string> {
  const result = editing ? ContestEditSchema.safeParse({ ...submission, id: '1' }) : ContestAddSchema.safeParse(submission)
  if (result.success) return {}
  const problems: Record<string, string> = {}
  for (const issue of result.error.issues) problems[issue.path.join('.')] ??= issue.message
  return problems
}
