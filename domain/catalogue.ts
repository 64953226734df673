import { z } from 'zod'

/** Brands, formats and sizes (spec 3 §3 "Brand", "Format"; spec 1 §3 "Brand"), shared by web and API. */

/** Diaper sizes, in the order every list shows them (spec 3 §9). */
export const SIZES = ['nb', 's', 'm', 'l', 'xl', 'xxl'] as const

export const BRAND_NAME_MAX = 80
export const BRAND_DESCRIPTION_MAX = 1000
export const FORMAT_NAME_MAX = 40

/** Orders sizes nb, s, m, l, xl, xxl; a name outside that list goes last. */
export function compareSizes(a: string, b: string): number {
  const rank = (name: string) => {
    const i = (SIZES as readonly string[]).indexOf(name)
    return i === -1 ? SIZES.length : i
  }
  return rank(a) - rank(b) || a.localeCompare(b)
}

const filled = (max: number) => z.string({ error: 'fillAllInputFields' }).trim().min(1, 'fillAllInputFields').max(max)

/** The texts of a brand; the image travels beside them (spec 3 §5 "Brand add"). */
export const BrandTextSchema = z.strictObject({
  name: filled(BRAND_NAME_MAX),
  description: filled(BRAND_DESCRIPTION_MAX),
})
export type BrandText = z.infer<typeof BrandTextSchema>

/** A brand edit sent as JSON, when the image stays; the flag is left alone when absent. */
export const BrandEditSchema = BrandTextSchema.extend({
  id: z.number().int().positive(),
  milestoneCampaign: z.boolean().optional(),
})
export type BrandEdit = z.infer<typeof BrandEditSchema>

/** Format names are kept lower-case (spec 3 §5 "Format assign"): pants, tape, open. */
export const FormatNameSchema = z
  .string({ error: 'formatRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'formatRequired')
  .max(FORMAT_NAME_MAX)
  .regex(/^[\p{L}\d][\p{L}\d -]*$/u)

export const FormatAddSchema = z.strictObject({ name: FormatNameSchema })

/** A format and at least one size for a brand; a size named twice counts once. */
export const BrandAssignSchema = z.strictObject({
  id: z.number().int().positive(),
  format: FormatNameSchema,
  size: z
    .array(z.enum(SIZES, { error: 'invalidSize' }), { error: 'sizeRequired' })
    .min(1, 'sizeRequired')
    .transform((sizes) => [...new Set(sizes)].sort(compareSizes)),
})
export type BrandAssignInput = z.input<typeof BrandAssignSchema>

export const SizeSchema = z
  .object({ id: z.number().int(), name: z.string(), description: z.string(), brandId: z.number().int(), formatId: z.number().int() })
  .meta({ id: 'Size' })
export type Size = z.infer<typeof SizeSchema>

/** A brand as the back office sees it: its formats each with their sizes, in size order. */
export const AdminBrandSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    milestoneCampaign: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    format: z.array(z.object({ id: z.number().int(), name: z.string(), size: z.array(z.object({ id: z.number().int(), name: z.string() })) })),
    sizes: z.array(SizeSchema),
  })
  .meta({ id: 'AdminBrand' })
export type AdminBrand = z.infer<typeof AdminBrandSchema>

/** A brand as a member's baby-info form needs it (spec 1 §3 "Brand"). */
export const MemberBrandSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    formats: z.array(z.object({ id: z.number().int(), name: z.string() })),
    sizes: z.array(SizeSchema),
  })
  .meta({ id: 'MemberBrand' })
export type MemberBrand = z.infer<typeof MemberBrandSchema>
