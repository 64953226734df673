import { compareSampleSizes, type SampleBrand, type SampleCatalog } from '../../domain/sample-catalogue.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'

/**
 * The member's sample catalogue (domain/sample-catalogue.ts): shown samples with stock left, and
 * only the brands, formats and sizes that have one; brands and formats by name, sizes nb to xxl.
 */
export async function sampleCatalog(db: Database): Promise<SampleCatalog> {
  const rows = await db
    .selectFrom('samples as s')
    .innerJoin('sizes', 'sizes.id', 's.sizeId')
    .innerJoin('brands', 'brands.id', 'sizes.brandId')
    .innerJoin('formats', 'formats.id', 'sizes.formatId')
    .select([
      's.id',
      's.nameEn',
      's.nameBm',
      's.imageEn',
      's.imageBm',
      's.descriptionEn',
      's.descriptionBm',
      's.inventory',
      's.redeemed',
      'sizes.id as sizeId',
      'sizes.name as size',
      'brands.id as brandId',
      'brands.name as brandName',
      'brands.imageUrl as brandImage',
      'formats.id as formatId',
      'formats.name as formatName',
    ])
    .where('s.active', '=', 1)
    .whereRef('s.redeemed', '<', 's.inventory')
    .execute()
  rows.sort(
    (a, b) =>
      a.brandName.localeCompare(b.brandName) || a.brandId - b.brandId || a.formatName.localeCompare(b.formatName) || compareSampleSizes(a.size, b.size) || a.id - b.id,
  )

  const brands = new Map<number, SampleBrand>()
  for (const r of rows) {
    const brand = brands.get(r.brandId) ?? { id: r.brandId, name: r.brandName, brandImage: r.brandImage, formats: [], sizes: [] }
    brands.set(r.brandId, brand)
    if (!brand.formats.some((f) => f.id === r.formatId)) brand.formats.push({ id: r.formatId, name: r.formatName })
    if (!brand.sizes.some((s) => s.id === r.sizeId)) brand.sizes.push({ id: r.sizeId, name: r.size, formatId: r.formatId })
  }
  return {
    brands: [...brands.values()],
    data: rows.map((r) => ({
      id: r.id,
      brandId: r.brandId,
      formatId: r.formatId,
      sizeId: r.sizeId,
      size: r.size,
      itemName: localized(r, 'name'),
      itemImage: localized(r, 'image'),
      description: localized(r, 'description'),
      remaining: r.inventory - r.redeemed,
    })),
  }
}
