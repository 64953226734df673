import { z } from 'zod'
import { LocalizedTextSchema } from './club.ts'
import type { UploadRule } from './uploads.ts'

/** Where staff put an entry (spec 3 §2.13): Not Shortlisted, Consolation Prize, Grand Prize Winner. */
export const CONTEST_ENTRY_STATUSES = ['pending', 'consolidation', 'winner'] as const
export type ContestEntryStatus = (typeof CONTEST_ENTRY_STATUSES)[number]

export type ContestStatus = 'running' | 'notStarted' | 'ended'

/** Spec 2 §5: a contest's status derives from its dates; the window is half-open, start <= now < end. */
export function contestStatus(contest: { startsAt: string; endsAt: string }, at: Date): ContestStatus {
  const now = at.getTime()
  if (now < Date.parse(contest.startsAt)) return 'notStarted'
  if (now >= Date.parse(contest.endsAt)) return 'ended'
  return 'running'
}

/** Spec 2 §5: running contests first, then by soonest end. */
export function contestOrder<T extends { startsAt: string; endsAt: string }>(contests: T[], at: Date): T[] {
  const running = (c: T) => (contestStatus(c, at) === 'running' ? 0 : 1)
  return [...contests].sort((a, b) => running(a) - running(b) || Date.parse(a.endsAt) - Date.parse(b.endsAt))
}

/** Spec 2 §5: how many more entries a household may make. */
export const entriesLeft = (entriesPerPerson: number, householdEntries: number) => Math.max(0, entriesPerPerson - householdEntries)

/** Contest entry photos and receipt images (spec 2 §5 "png, jpg, jpeg"): told by content, each at most 5 MB. */
export const CONTEST_UPLOAD: UploadRule = { kinds: ['png', 'jpeg'], maxBytes: 5 * 1024 * 1024 }
/** Most entries one submit may carry, whatever a contest allows: keeps one upload's body bounded (more are made in a second submit). */
export const MAX_ENTRIES_PER_SUBMIT = 5
/** The largest submit body: an image and a receipt for each entry, and room for the other fields. */
export const CONTEST_SUBMIT_MAX_BYTES = MAX_ENTRIES_PER_SUBMIT * 2 * CONTEST_UPLOAD.maxBytes + 1024 * 1024
/** The per-entry fields of the submit form (spec 2 §7 `POST /contest/submit`): `image0`, `receiptsImage0`, `link0`, `selectedValue0`... */
export const ENTRY_FIELDS = ['image', 'receiptsImage', 'link', 'selectedValue'] as const
export type EntryField = (typeof ENTRY_FIELDS)[number]
export const entryFieldName = (field: EntryField, index: number) => `${field}${index}`
/** `image3` -> ['image', 3]; anything else undefined. */
export function parseEntryFieldName(name: string): [EntryField, number] | undefined {
  const match = /^(image|receiptsImage|link|selectedValue)(\d{1,2})$/.exec(name)
  return match ? [match[1] as EntryField, Number(match[2])] : undefined
}

/** What a contest asks of each entry. */
export interface ContestMechanics {
  uploadImages: boolean
  uploadReceipts: boolean
  linkUrl: boolean
  gotDropdown: boolean
}

/** The per-entry fields a contest's mechanics ask for, in form order. */
export function fieldsAskedBy(mechanics: ContestMechanics): EntryField[] {
  const asked: Record<EntryField, boolean> = { image: mechanics.uploadImages, receiptsImage: mechanics.uploadReceipts, link: mechanics.linkUrl, selectedValue: mechanics.gotDropdown }
  return ENTRY_FIELDS.filter((field) => asked[field])
}

/** A link an entry carries: a web address, http or https only (no javascript:, data: or file:). */
export const EntryLinkSchema = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'contestLinkInvalid' }).max(2000, 'contestLinkInvalid')

/** What entries cost: points per entry times entries, when the contest asks for points at all. */
export const entryCost = (contest: { pointRequired: boolean; pointsPerEntry: number }, entries: number) => (contest.pointRequired ? entries * contest.pointsPerEntry : 0)

export type EntryRefusal = 'contestMaximumReached' | 'contestNotEnoughPoints'

/**
 * Spec 2 §5: whether `chosen` more entries are refused, given the household's entries so far and the
 * member's balance: over what is left is "reached maximum", over the balance "not enough points".
 * The page asks it before sending, the API again inside the write transaction.
 */
export function entryRefusal(contest: { entriesPerPerson: number; pointRequired: boolean; pointsPerEntry: number }, used: number, chosen: number, balance: number): EntryRefusal | null {
  if (chosen > entriesLeft(contest.entriesPerPerson, used)) return 'contestMaximumReached'
  if (entryCost(contest, chosen) > balance) return 'contestNotEnoughPoints'
  return null
}

/** One of the member's own entries, as the contest pages show it. */
export const MyContestEntrySchema = z.object({
  id: z.number().int(),
  status: z.enum(CONTEST_ENTRY_STATUSES),
  hasImage: z.boolean(),
  hasReceipt: z.boolean(),
  link: z.string().nullable(),
  optionId: z.number().int().nullable(),
  createdAt: z.string(),
})
export type MyContestEntry = z.infer<typeof MyContestEntrySchema>

/** A contest as members see it (spec 2 §3 "Contest"), with what this member's household has used of it. */
export const ContestSchema = z
  .object({
    id: z.number().int(),
    name: LocalizedTextSchema,
    description: LocalizedTextSchema,
    icon: LocalizedTextSchema,
    startsAt: z.string(),
    endsAt: z.string(),
    status: z.enum(['running', 'notStarted', 'ended']),
    pointRequired: z.boolean(),
    pointsPerEntry: z.number().int(),
    entriesPerPerson: z.number().int(),
    mechanics: z.object({ uploadImages: z.boolean(), uploadReceipts: z.boolean(), linkUrl: z.boolean(), gotDropdown: z.boolean() }),
    dropdownTitle: LocalizedTextSchema,
    options: z.array(z.object({ id: z.number().int(), label: LocalizedTextSchema })),
    steps: z.array(z.object({ instructions: LocalizedTextSchema, description: LocalizedTextSchema })),
    prizes: z.array(z.object({ title: LocalizedTextSchema, imageUrl: z.string(), amount: z.number().int() })),
    /** Entries made by the member's household (DECISIONS "Household"), and how many more it may make. */
    entriesUsed: z.number().int(),
    entriesLeft: z.number().int(),
    /** The member's own entries, newest first. */
    myEntries: z.array(MyContestEntrySchema),
  })
  .meta({ id: 'Contest' })
export type Contest = z.infer<typeof ContestSchema>

/** What a successful submit answers. */
export const ContestSubmitAnswerSchema = z.object({
  submissionId: z.number().int(),
  entries: z.number().int(),
  points: z.number().int(),
  totalPoints: z.number().int(),
  contest: ContestSchema,
})
export type ContestSubmitAnswer = z.infer<typeof ContestSubmitAnswerSchema>
