import { z } from 'zod'
import { compareSizes, SIZES } from './catalogue.ts'
import { LocalizedTextSchema } from './club.ts'

/**
 * Free sample diapers (spec 2 §3 "Sample catalogue", §5): one sample per size of a brand's format,
 * chosen by members. Shared by web and API.
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
