import { z } from 'zod'
import { contentText, CONTENT_DESCRIPTION_MAX, CONTENT_TITLE_MAX, requireBothLanguages } from './bilingual-content.ts'
import { LocalizedTextSchema } from './club.ts'
import { contentImage } from './news.ts'
import { formFile } from './uploads.ts'

/**
 * The back office's contest form (spec 3 §3 add payload, §4, §5 with DECISIONS "Spec defects"):
 * multipart, under the spec's names. Its three lists (steps, prizes, dropdown options) each travel
 * as one JSON text field, both languages in each item; prize images are repeated `prizeImage` files
 * that a prize names by its index (decision 116).
 */

export const CONTEST_STEPS_MAX = 20
export const CONTEST_PRIZES_MAX = 20
export const CONTEST_OPTIONS_MAX = 50
export const CONTEST_ENTRIES_MAX = 1000
export const CONTEST_POINTS_MAX = 1_000_000
export const CONTEST_PRIZE_AMOUNT_MAX = 100_000

/** A contest as the back office lists and edits it. */
export const AdminContestSchema = z
  .object({
    id: z.number().int(),
    name: LocalizedTextSchema,
    description: LocalizedTextSchema,
    icon: LocalizedTextSchema,
    startsAt: z.string(),
    endsAt: z.string(),
    pointRequired: z.boolean(),
    pointsPerEntry: z.number().int(),
    entriesPerPerson: z.number().int(),
    uploadImages: z.boolean(),
    uploadReceipts: z.boolean(),
    linkUrl: z.boolean(),
    gotDropdown: z.boolean(),
    dropdownTitle: LocalizedTextSchema,
    options: z.array(z.object({ id: z.number().int(), label: LocalizedTextSchema })),
    steps: z.array(z.object({ id: z.number().int(), instructions: LocalizedTextSchema, description: LocalizedTextSchema })),
    prizes: z.array(z.object({ id: z.number().int(), title: LocalizedTextSchema, imageUrl: z.string(), amount: z.number().int() })),
    active: z.boolean(),
    /** Entries made so far: once there are any, the mechanics are fixed (decision 116). */
    entries: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminContest' })
export type AdminContest = z.infer<typeof AdminContestSchema>

const title = contentText(CONTENT_TITLE_MAX)
const flag = z.enum(['true', 'false']).default('false').transform((v) => v === 'true')
const wholeNumber = (min: number, max: number, message: 'contestPointsInvalid' | 'contestEntriesPerPersonInvalid' | 'contestPrizeAmountInvalid') =>
  z.coerce.number<unknown>({ error: message }).int(message).min(min, message).max(max, message)
/** A Malaysian wall time sent with its offset (`YYYY-MM-DDTHH:mm:ss+08:00`), kept as UTC. */
const instant = z.iso.datetime({ offset: true, message: 'contestFormRequired' }).transform((at) => new Date(at).toISOString())

/** One list field: a JSON array text; anything else is `contestListInvalid`. */
function jsonList<T extends z.ZodType>(item: T, max: number) {
  return z
    .string()
    .default('[]')
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text)
      } catch {
        ctx.addIssue({ code: 'custom', message: 'contestListInvalid' })
        return z.NEVER
      }
    })
    .pipe(z.array(item, { error: 'contestListInvalid' }).max(max, 'contestListInvalid'))
}

const StepSchema = z.strictObject({ instructions: title, instructionsBM: title, description: contentText(1000), descriptionBM: contentText(1000) })
const OptionSchema = z.strictObject({ id: z.number().int().positive().optional(), label: title, labelBM: title })
/** A prize's image is a new `prizeImage` file (its index) or, on edit, the image it already has. */
const PrizeSchema = z.strictObject({
  title,
  titleBM: title,
  amount: wholeNumber(1, CONTEST_PRIZE_AMOUNT_MAX, 'contestPrizeAmountInvalid'),
  file: z.number().int().min(0).optional(),
  imageUrl: z.string().max(500).optional(),
})
export type ContestStepInput = z.input<typeof StepSchema>
export type ContestOptionInput = z.input<typeof OptionSchema>
export type ContestPrizeInput = z.input<typeof PrizeSchema>

/** Repeated file fields arrive as one file or a list of them. */
const prizeImages = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(formFile('contestPrizeImageRequired')).max(CONTEST_PRIZES_MAX),
)

const ContestFieldsSchema = z.strictObject({
  name: title,
  nameBM: title,
  description: contentText(CONTENT_DESCRIPTION_MAX),
  descriptionBM: contentText(CONTENT_DESCRIPTION_MAX),
  startDate: instant,
  endDate: instant,
  pointRequired: flag,
  pointsPerEntry: wholeNumber(0, CONTEST_POINTS_MAX, 'contestPointsInvalid').default(0),
  entriesPerPerson: wholeNumber(1, CONTEST_ENTRIES_MAX, 'contestEntriesPerPersonInvalid'),
  uploadImages: flag,
  uploadReceipts: flag,
  linkURL: flag,
  gotDropdown: flag,
  dropdownTitle: title,
  dropdownTitleBM: title,
  dropdownOption: jsonList(OptionSchema, CONTEST_OPTIONS_MAX),
  steps: jsonList(StepSchema, CONTEST_STEPS_MAX),
  prizes: jsonList(PrizeSchema, CONTEST_PRIZES_MAX),
  prizeImage: prizeImages,
})
type ContestFields = z.output<typeof ContestFieldsSchema>

/** The rules across fields, the same on add and edit: the web app's form checks the same ones first. */
function contestRule(form: ContestFields, ctx: z.RefinementCtx) {
  const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path })
  if (form.name === '') issue('contestFormRequired', ['name'])
  if (form.nameBM === '') issue('contestFormRequired', ['nameBM'])
  requireBothLanguages(ctx, [[form.description, form.descriptionBM, 'descriptionBM']], true)
  if (Date.parse(form.endDate) < Date.parse(form.startDate)) issue('contestDatesOrder', ['endDate'])
  if (form.pointRequired && form.pointsPerEntry < 1) issue('contestPointsInvalid', ['pointsPerEntry'])
  if (form.steps.length === 0) issue('contestStepRequired', ['steps'])
  form.steps.forEach((s, i) => {
    if (s.instructions === '' || s.instructionsBM === '') issue('contentBothLanguages', ['steps', i, s.instructions === '' ? 'instructions' : 'instructionsBM'])
    if ((s.description === '') !== (s.descriptionBM === '')) issue('contentBothLanguages', ['steps', i, s.description === '' ? 'description' : 'descriptionBM'])
  })
  if (form.prizes.length === 0) issue('contestPrizeRequired', ['prizes'])
  form.prizes.forEach((p, i) => {
    if (p.title === '' || p.titleBM === '') issue('contentBothLanguages', ['prizes', i, p.title === '' ? 'title' : 'titleBM'])
    const hasFile = p.file !== undefined && p.file < form.prizeImage.length
    if (hasFile === (p.imageUrl !== undefined)) issue('contestPrizeImageRequired', ['prizes', i])
  })
  if (form.gotDropdown) {
    if (form.dropdownTitle === '' || form.dropdownTitleBM === '') issue('contentBothLanguages', [form.dropdownTitle === '' ? 'dropdownTitle' : 'dropdownTitleBM'])
    if (form.dropdownOption.length === 0) issue('contestOptionRequired', ['dropdownOption'])
    form.dropdownOption.forEach((o, i) => {
      if (o.label === '' || o.labelBM === '') issue('contentBothLanguages', ['dropdownOption', i, o.label === '' ? 'label' : 'labelBM'])
    })
  }
}

/** The rules across fields run beside the fields' own problems (one round of errors on the form), once the lists they walk have been read. */
const LISTS = new Set(['steps', 'prizes', 'dropdownOption', 'prizeImage'])
const acrossFields = {
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' && payload.value !== null && !payload.issues.some((issue) => LISTS.has(String(issue.path?.[0]))),
}

/** Both icons are needed on add (spec 3 §5 "campaign icon and the BM ... icon"), told by content. */
const icon = formFile('contestFormRequired').describe('PNG, JPEG or WebP image')

/** Missing icons are the add's own rule, not the fields' (a missing field would hold back every other message). */
function iconsRule(form: { campaignIcon?: unknown; campaignIconBM?: unknown }, ctx: z.RefinementCtx) {
  for (const name of ['campaignIcon', 'campaignIconBM'] as const) if (!form[name]) ctx.addIssue({ code: 'custom', message: 'contestFormRequired', path: [name] })
}

export const ContestAddSchema = ContestFieldsSchema.extend({ campaignIcon: icon.optional(), campaignIconBM: icon.optional() }).superRefine((form, ctx) => {
  contestRule(form, ctx)
  iconsRule(form, ctx)
}, acrossFields)
/** Edit keeps each icon unless a new one comes (each on its own: an icon is one image per language). */
export const ContestEditSchema = ContestFieldsSchema.extend({
  id: z.coerce.number<string>().int().positive(),
  campaignIcon: contentImage.optional(),
  campaignIconBM: contentImage.optional(),
}).superRefine(contestRule, acrossFields)
export type ContestAdd = z.output<typeof ContestAddSchema>
export type ContestEdit = z.output<typeof ContestEditSchema>
export type ContestForm = ContestAdd | ContestEdit

/** The show/hide toggle: `{id}` (spec 3 §7). */
export const ContestShowSchema = z.strictObject({ id: z.number().int().positive() })
