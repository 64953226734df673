import { z } from 'zod'
import { LocalizedTextSchema } from './club.ts'

/**
 * The point chart the back office keeps (DECISIONS.md "Receipt validation"): the stores a receipt
 * may come from and the products (SKUs) it earns points for, per unit. Inactive ones stay for the
 * receipts that name them but leave the upload form and the public chart.
 */

export const RETAILER_LABEL_MAX = 60
export const SKU_NAME_MAX = 120
export const MAX_POINTS_PER_UNIT = 100_000

const filled = (max: number) => z.string({ error: 'fillAllInputFields' }).trim().min(1, 'fillAllInputFields').max(max)
const id = z.number().int().positive()

/** A new store; `isOther` makes it the one "Others" store, which asks the member for the store's name. */
export const RetailerAddSchema = z.strictObject({ label: filled(RETAILER_LABEL_MAX), isOther: z.boolean().optional() })
export type RetailerAdd = z.infer<typeof RetailerAddSchema>

export const RetailerEditSchema = z.strictObject({ id, label: filled(RETAILER_LABEL_MAX), active: z.boolean() })

const SkuFields = {
  nameEn: filled(SKU_NAME_MAX),
  nameBm: filled(SKU_NAME_MAX),
  /** The brand the public chart groups it under; null groups it under "Other products". */
  brandId: id.nullable(),
  pointsPerUnit: z
    .number({ error: 'pointsPerUnitInvalid' })
    .int('pointsPerUnitInvalid')
    .min(1, 'pointsPerUnitInvalid')
    .max(MAX_POINTS_PER_UNIT, 'pointsPerUnitInvalid'),
}

export const SkuAddSchema = z.strictObject(SkuFields)
export type SkuAdd = z.infer<typeof SkuAddSchema>

export const SkuEditSchema = z.strictObject({ ...SkuFields, id, active: z.boolean() })

export const AdminRetailerSchema = z
  .object({ id: z.number().int(), label: z.string(), isOther: z.boolean(), active: z.boolean() })
  .meta({ id: 'AdminRetailer' })
export type AdminRetailer = z.infer<typeof AdminRetailerSchema>

export const AdminSkuSchema = z
  .object({
    id: z.number().int(),
    name: LocalizedTextSchema,
    brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    pointsPerUnit: z.number().int(),
    active: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminSku' })
export type AdminSku = z.infer<typeof AdminSkuSchema>

/** The back office's chart: stores with Others last, products by brand and name, and the brands to choose from. */
export const AdminPointChartSchema = z.object({
  retailers: z.array(AdminRetailerSchema),
  skus: z.array(AdminSkuSchema),
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
})
export type AdminPointChart = z.infer<typeof AdminPointChartSchema>
