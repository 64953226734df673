import { z } from 'zod'
import { CONTENT_DESCRIPTION_MAX, CONTENT_TITLE_MAX } from './bilingual-content.ts'
import { BlogSchema, DonateItemSchema, JourneySchema, WISHER_AVATARS, WISHING_TREE_GOAL, WisherSchema } from './charity.ts'
import type { ErrorCode } from './errors.ts'
import { ITEM_CODE_MAX, ITEM_NAME_MAX, ITEM_NUMBER_MAX } from './shop.ts'
import { type FormFile, formFile, isFormFile } from './uploads.ts'

/**
 * Share a Little Comfort in the back office (spec 3 §2.9, §3, §5): the forms of the wishing tree,
 * the journey, blogs and donation items, and the shapes the back office lists them in. Texts are
 * plain, kept as typed with their line breaks; everything a member reads exists in en and bm.
 */

/** What a form sends for a field left empty: an add asks for every field, an edit says "Empty field detected" (spec 3 §5). */
type Missing = Extract<ErrorCode, 'contentFieldsRequired' | 'charityEmptyField' | 'itemFieldsRequired'>

/** A required text: trimmed, its line breaks as `\n` (a multipart form sends CRLF). */
const requiredText = (max: number, missing: Missing) =>
  z
    .string({ error: missing })
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, missing).max(max, 'contentTooLong'))

const id = z.number().int().positive()
/** A multipart form's id: digits. */
const formId = z.coerce.number<string>().int().positive()

// ---- Wishing tree ----

/** A wisher's goal when the admin sets none (DECISIONS 109: the spec has no goal per wisher). */
export const WISHER_GOAL_DEFAULT = 10_000
export const WISHER_NAME_MAX = 100
export const WISH_MAX = 500
/** Wishers are children of the homes the club visits. */
export const WISHER_AGE_MAX = 18

export const AdminWisherSchema = WisherSchema.extend({
  avatar: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'AdminWisher' })
export type AdminWisher = z.infer<typeof AdminWisherSchema>

const age = z.number({ error: 'wisherAgeInvalid' }).int('wisherAgeInvalid').min(0, 'wisherAgeInvalid').max(WISHER_AGE_MAX, 'wisherAgeInvalid')
const avatar = z.number({ error: 'wisherAvatarInvalid' }).refine((n) => (WISHER_AVATARS as readonly number[]).includes(n), 'wisherAvatarInvalid')
/** A wisher's goal: at least a point, at most the whole tree's goal (spec 2 §9). */
const goal = z.number({ error: 'wisherGoalInvalid' }).int('wisherGoalInvalid').min(1, 'wisherGoalInvalid').max(WISHING_TREE_GOAL, 'wisherGoalInvalid')

/** Add (spec 3 §3 payload names): name, age, wishes in both languages and one of the six avatars; the goal defaults. */
export const WisherAddSchema = z.strictObject({
  name: requiredText(WISHER_NAME_MAX, 'contentFieldsRequired'),
  age,
  wishes: requiredText(WISH_MAX, 'contentFieldsRequired'),
  bmWishes: requiredText(WISH_MAX, 'contentFieldsRequired'),
  selectedAvatar: avatar,
  goalPoints: goal.default(WISHER_GOAL_DEFAULT),
})
export type WisherAdd = z.input<typeof WisherAddSchema>

/** Edit: the spec's id, name, wishes and bmWishes, required; age, avatar and goal change only when sent. */
export const WisherEditSchema = z.strictObject({
  id,
  name: requiredText(WISHER_NAME_MAX, 'charityEmptyField'),
  wishes: requiredText(WISH_MAX, 'charityEmptyField'),
  bmWishes: requiredText(WISH_MAX, 'charityEmptyField'),
  age: age.optional(),
  selectedAvatar: avatar.optional(),
  goalPoints: goal.optional(),
})
export type WisherEdit = z.input<typeof WisherEditSchema>

export const ShowSchema = z.strictObject({ id })

// ---- Journey ----

export const AdminJourneySchema = JourneySchema.extend({ updatedAt: z.string() }).meta({ id: 'AdminJourney' })
export type AdminJourney = z.infer<typeof AdminJourneySchema>

/** Far above any real figure, it bounds a typo. */
export const JOURNEY_NUMBER_MAX = ITEM_NUMBER_MAX
const figure = z
  .number({ error: 'charityEmptyField' })
  .int('journeyNumberInvalid')
  .min(0, 'journeyNumberInvalid')
  .max(JOURNEY_NUMBER_MAX, 'journeyNumberInvalid')

/** The journey's edit (spec 3 §3, §5): all seven fields, figures whole and never negative. */
export const JourneyEditSchema = z.strictObject({
  home: figure,
  children: figure,
  points: figure,
  product: figure,
  description: requiredText(CONTENT_DESCRIPTION_MAX, 'charityEmptyField'),
  descriptionBm: requiredText(CONTENT_DESCRIPTION_MAX, 'charityEmptyField'),
  progressPoints: figure,
})
export type JourneyEdit = z.input<typeof JourneyEditSchema>

// ---- Blogs ----

/** Images one blog may have: its gallery shows three and +N (spec 2 §9). */
export const BLOG_IMAGES_MAX = 12
export const BLOG_VENUE_MAX = 200

export const AdminBlogSchema = BlogSchema.extend({
  images: z.array(z.object({ id: z.number().int(), url: z.string() })),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'AdminBlog' })
export type AdminBlog = z.infer<typeof AdminBlogSchema>

/** Repeated `files` fields, one image each; empty file inputs are not images. */
const blogFiles = z
  .preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.custom<FormFile>(isFormFile, 'blogImagesRequired')))
  .transform((files) => files.filter((file) => file.size > 0))
  .meta({ type: 'array', items: { type: 'string', format: 'binary' } })

const blogTexts = (missing: Missing) => ({
  title: requiredText(CONTENT_TITLE_MAX, missing),
  titleBm: requiredText(CONTENT_TITLE_MAX, missing),
  venue: requiredText(BLOG_VENUE_MAX, missing),
  description: requiredText(CONTENT_DESCRIPTION_MAX, missing),
  descriptionBm: requiredText(CONTENT_DESCRIPTION_MAX, missing),
})

/** Add (spec 3 §3): the texts in both languages, the venue, and one to BLOG_IMAGES_MAX images, in the order sent. */
export const BlogAddSchema = z.strictObject({ ...blogTexts('contentFieldsRequired'), files: blogFiles }).superRefine((form, ctx) => {
  if (form.files.length === 0) ctx.addIssue({ code: 'custom', message: 'blogImagesRequired', path: ['files'] })
  if (form.files.length > BLOG_IMAGES_MAX) ctx.addIssue({ code: 'custom', message: 'blogTooManyImages', path: ['files'] })
})

/** One place of the edited gallery: an image the blog has (by id) or the n-th new file. */
export type BlogImagePlace = { kept: number } | { added: number }

/** `12,new0,9`: the gallery in order, a kept image by its id, a new file by its place among the files sent. */
export const blogImageOrder = (places: readonly BlogImagePlace[]) => places.map((p) => ('kept' in p ? String(p.kept) : `new${p.added}`)).join(',')

const imageOrder = z
  .string({ error: 'blogImagesRequired' })
  .max(1000, 'blogImageOrderInvalid')
  .transform((list, ctx): BlogImagePlace[] => {
    const places = list
      .split(',')
      .filter((token) => token.trim() !== '')
      .map((token): BlogImagePlace | undefined => {
        const kept = /^\s*(\d+)\s*$/.exec(token)
        const added = /^\s*new(\d+)\s*$/.exec(token)
        return kept ? { kept: Number(kept[1]) } : added ? { added: Number(added[1]) } : undefined
      })
    if (places.some((p) => p === undefined)) ctx.addIssue({ code: 'custom', message: 'blogImageOrderInvalid' })
    return places.filter((p) => p !== undefined)
  })

/**
 * Edit: the texts (Empty field detected), and the gallery as it is to be: kept images and new
 * files in order, at least one. Each file sent takes exactly one place, each kept image at most one.
 */
export const BlogEditSchema = z
  .strictObject({ id: formId, ...blogTexts('charityEmptyField'), images: imageOrder, files: blogFiles })
  .superRefine((form, ctx) => {
    const issue = (message: ErrorCode) => ctx.addIssue({ code: 'custom', message, path: ['images'] })
    if (form.images.length === 0) return issue('blogImagesRequired')
    if (form.images.length > BLOG_IMAGES_MAX) return issue('blogTooManyImages')
    const tokens = form.images.map((p) => ('kept' in p ? `k${p.kept}` : `n${p.added}`))
    const added = form.images.flatMap((p) => ('added' in p ? [p.added] : []))
    const everyFileOnce = added.length === form.files.length && added.every((n) => n < form.files.length)
    if (new Set(tokens).size !== tokens.length || !everyFileOnce) issue('blogImageOrderInvalid')
  })

// ---- Donation items ----

export const AdminDonateItemSchema = DonateItemSchema.extend({ active: z.boolean(), createdAt: z.string(), updatedAt: z.string() }).meta({ id: 'AdminDonateItem' })
export type AdminDonateItem = z.infer<typeof AdminDonateItemSchema>

/** Multipart numbers arrive as digits; a blank one is missing, "1e3" is not what was typed. */
const donatePoints = z
  .string({ error: 'itemFieldsRequired' })
  .trim()
  .min(1, 'itemFieldsRequired')
  .regex(/^-?\d+$/, 'itemPointsInvalid')
  .transform(Number)
  .pipe(z.number().int('itemPointsInvalid').min(1, 'itemPointsInvalid').max(ITEM_NUMBER_MAX, 'itemPointsInvalid'))

const donateFields = {
  itemId: requiredText(ITEM_CODE_MAX, 'itemFieldsRequired'),
  itemName: requiredText(ITEM_NAME_MAX, 'itemFieldsRequired'),
  bmName: requiredText(ITEM_NAME_MAX, 'itemFieldsRequired'),
  points: donatePoints,
}
const donateImage = formFile('itemFieldsRequired').describe('PNG, JPEG or WebP image')

/** Add (spec 3 §5): article number, the name in both languages, points of at least 1, and the image. */
export const DonateItemAddSchema = z.strictObject({ ...donateFields, file: donateImage })
/** Edit (DECISIONS: a working edit): the same fields; the image only when replaced. */
export const DonateItemEditSchema = z.strictObject({ id: formId, ...donateFields, file: donateImage.optional() })
