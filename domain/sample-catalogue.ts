import { z } from 'zod'
import { compareSizes, SIZES } from './catalogue.ts'
import { LocalizedTextSchema } from './club.ts'
import { ITEM_CODE_MAX, ITEM_DESCRIPTION_MAX, ITEM_NAME_MAX, ITEM_NUMBER_MAX, ITEM_UOM_MAX } from './shop.ts'

/**
 * Free sample diapers (spec 2 §3 "Sample catalogue", §5; spec 3 §2.4, §3 "Sample diaper", §5): one
 * sample per size of a brand's format, kept by staff and chosen by members. Shared by web and API.
 */

/** The order sizes are listed in (spec 2 §5 "Sample size list"): the catalogue's own size order. */
export const SAMPLE_SIZE_ORDER = SIZES

/** Orders size names nb, s, m, l, xl, xxl whatever their case; other names after them, by name. */
export const compareSampleSizes = (a: string, b: string): number => compareSizes(a.toLowerCase(), b.toLowerCase()) || a.localeCompare(b)

/** A copy of `rows` in size order. */
export const sortBySize = <T extends { size: string }>(rows: readonly T[]): T[] => [...rows].sort((a, b) => compareSampleSizes(a.size, b.size))

/** A brand as the sample screens need it: its formats, and its sizes each naming its format. */
export const SampleBrandSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    brandImage: z.string(),
    formats: z.array(z.object({ id: z.number().int(), name: z.string() })),
    sizes: z.array(z.object({ id: z.number().int(), name: z.string(), formatId: z.number().int() })),
  })
  .meta({ id: 'SampleBrand' })
export type SampleBrand = z.infer<typeof SampleBrandSchema>

/** A sample as staff manage it (spec 3 §3 "Sample diaper"); `size` is its size's name. */
export const AdminSampleSchema = z
  .object({
    id: z.number().int(),
    brandId: z.number().int(),
    formatId: z.number().int(),
    sizeId: z.number().int(),
    size: z.string(),
    itemId: z.string(),
    itemName: LocalizedTextSchema,
    uom: z.string(),
    inventory: z.number().int(),
    redeemed: z.number().int(),
    remaining: z.number().int(),
    description: LocalizedTextSchema,
    itemImage: LocalizedTextSchema,
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminSample' })
export type AdminSample = z.infer<typeof AdminSampleSchema>

const text = (max: number) => z.string({ error: 'itemFieldsRequired' }).trim().min(1, 'itemFieldsRequired').max(max)
/** A brand, format or size picked from a list: its id, as a form's text. */
const choice = z
  .string({ error: 'itemFieldsRequired' })
  .trim()
  .regex(/^\d{1,15}$/, 'itemFieldsRequired')
  .transform(Number)
/**
 * Digits only, as the item forms take them (decision 95): a blank field is missing rather than 0,
 * and "1e3" is not what an admin typed into a number box.
 */
const inventory = z
  .string({ error: 'itemFieldsRequired' })
  .trim()
  .min(1, 'itemFieldsRequired')
  .regex(/^-?\d+$/, 'sampleInventoryInvalid')
  .transform(Number)
  .pipe(z.number().int().min(0, 'sampleInventoryInvalid').max(ITEM_NUMBER_MAX, 'sampleInventoryInvalid'))

/**
 * The texts and choices of a sample add or edit, under the spec's form names (spec 3 §5, §7
 * "Sample diapers"); the images `file` and `bmFile` travel beside them. Strict: a `redeemed` or
 * `active` field is refused.
 */
export const SampleFieldsSchema = z.strictObject({
  brand: choice,
  format: choice,
  size: choice,
  itemId: text(ITEM_CODE_MAX),
  itemName: text(ITEM_NAME_MAX),
  bmName: text(ITEM_NAME_MAX),
  description: text(ITEM_DESCRIPTION_MAX),
  bmDescription: text(ITEM_DESCRIPTION_MAX),
  uom: text(ITEM_UOM_MAX),
  inventory,
})
export type SampleFields = z.output<typeof SampleFieldsSchema>

/** A sample a member may choose: shown, with stock left. */
export const CatalogSampleSchema = z
  .object({
    id: z.number().int(),
    brandId: z.number().int(),
    formatId: z.number().int(),
    sizeId: z.number().int(),
    size: z.string(),
    itemName: LocalizedTextSchema,
    itemImage: LocalizedTextSchema,
    description: LocalizedTextSchema,
    remaining: z.number().int(),
  })
  .meta({ id: 'CatalogSample' })
export type CatalogSample = z.infer<typeof CatalogSampleSchema>

/**
 * What a member picks a sample from (spec 2 §3 "Sample catalogue"): the brands that have a sample to
 * give, with only the formats and sizes that have one, and those samples, by brand, format and size.
 */
export const SampleCatalogSchema = z
  .object({ brands: z.array(SampleBrandSchema), data: z.array(CatalogSampleSchema) })
  .meta({ id: 'SampleCatalog' })
export type SampleCatalog = z.infer<typeof SampleCatalogSchema>
