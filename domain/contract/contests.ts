import { z } from 'zod'
import { CONTEST_UPLOAD, ContestSchema, ContestSubmitAnswerSchema, EntryLinkSchema, MAX_ENTRIES_PER_SUBMIT, parseEntryFieldName } from '../contests.ts'
import { formFile, isFormFile, MEDIA_TYPES } from '../uploads.ts'
import { defineRoute, fileAnswer } from './define-route.ts'
import { IdempotencyKeyHeaderSchema } from './idempotency.ts'

const tags = ['Contests']

export const fetchContests = defineRoute({
  method: 'get',
  path: '/contest/fetch',
  access: 'member',
  tags,
  summary: "Contests shown to members, running first then by soonest end, each with the household's entries used and left and the member's own entries",
  responses: { 200: z.object({ data: z.array(ContestSchema) }) },
})

const positiveInt = (code: 'contestNotFound' | 'contestEntriesInvalid' | 'contestChoiceInvalid') =>
  z.string({ error: code }).trim().regex(/^\d{1,9}$/, code).pipe(z.coerce.number<string>().int())

const entryFile = formFile('contestFieldsRequired').describe('PNG or JPEG image')

/**
 * The submit form (spec 2 §7 `POST /contest/submit`): the contest, how many entries, and per entry
 * `i` (0-based) the fields the contest asks for: `image{i}`, `receiptsImage{i}`, `link{i}`,
 * `selectedValue{i}` (an option's id). Which of them are required is the contest's to say (the route
 * checks it); their shapes are checked here. Any other field is refused.
 */
export const ContestSubmitFormSchema = z
  .object({
    contestId: positiveInt('contestNotFound'),
    /** How many entries this submit makes; the spec's form implies it by its indexes, a contest asking for nothing per entry needs it said. */
    entries: positiveInt('contestEntriesInvalid').pipe(z.number().min(1, 'contestEntriesInvalid').max(MAX_ENTRIES_PER_SUBMIT, 'contestEntriesInvalid')),
    /** The spec sends the member's id; who submits comes from the token, so it may only repeat it. */
    id: z.string().optional(),
  })
  .catchall(z.union([z.string(), entryFile]))
  .superRefine((form, ctx) => {
    for (const [name, value] of Object.entries(form)) {
      if (name === 'contestId' || name === 'entries' || name === 'id') continue
      const field = parseEntryFieldName(name)
      if (!field || field[1] >= form.entries) {
        ctx.addIssue({ code: 'unrecognized_keys', keys: [name], input: form })
        continue
      }
      const [kind] = field
      const isFile = isFormFile(value)
      if ((kind === 'image' || kind === 'receiptsImage') !== isFile) ctx.addIssue({ code: 'custom', path: [name], message: 'contestFieldsRequired' })
      else if (kind === 'link' && value !== '' && !EntryLinkSchema.safeParse(value).success) ctx.addIssue({ code: 'custom', path: [name], message: 'contestLinkInvalid' })
      else if (kind === 'selectedValue' && value !== '' && !/^\d{1,9}$/.test(String(value))) ctx.addIssue({ code: 'custom', path: [name], message: 'contestChoiceInvalid' })
    }
  })

export const submitContestEntries = defineRoute({
  method: 'post',
  path: '/contest/submit',
  access: 'member',
  tags,
  summary: 'Enter a running contest: entries paid in points with their images, receipts, links or choices; replays with the same Idempotency-Key answer the first and never charge twice',
  headers: IdempotencyKeyHeaderSchema,
  form: ContestSubmitFormSchema,
  responses: { 200: ContestSubmitAnswerSchema },
  errors: {
    403: ['forbidden'],
    404: ['contestNotFound'],
    409: ['contestNotStarted', 'contestEnded', 'contestMaximumReached', 'contestNotEnoughPoints'],
    413: ['fileTooLarge', 'payloadTooLarge'],
    415: ['fileTypeNotAllowed'],
    422: ['contestEntriesInvalid', 'contestFieldsRequired', 'contestLinkInvalid', 'contestChoiceInvalid'],
  },
})

const entryFileRoute = (kind: 'image' | 'receipt') =>
  defineRoute({
    method: 'get',
    path: `/contest/entry/{id}/${kind}`,
    access: 'member',
    tags,
    summary: kind === 'image' ? "An entry's image, for the member who made it" : "An entry's receipt image, for the member who made it",
    params: z.object({ id: z.coerce.number<string>().int().positive() }),
    responses: { 200: fileAnswer(CONTEST_UPLOAD.kinds.map((k) => MEDIA_TYPES[k]), 'The image') },
    errors: { 404: ['contestEntryNotFound'] },
  })

export const fetchEntryImage = entryFileRoute('image')
export const fetchEntryReceipt = entryFileRoute('receipt')
