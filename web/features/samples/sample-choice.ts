import { type CatalogSample, type SampleBrand, type SampleCatalog, sortBySize } from '../../../domain/sample-catalogue.ts'

/** What the free-sample screens read from the catalogue (spec 2 §2, §5): brands, their formats, the sizes of one format. */

export const brandIn = (catalog: SampleCatalog, brandId: number | undefined): SampleBrand | undefined => catalog.brands.find((b) => b.id === brandId)

/** Where choosing a brand leads: with one format, straight to its sizes; with several, to choosing the format. */
export function afterBrand(brand: SampleBrand): { to: '/picksize'; search: { brandId: number; formatId: number } } | { to: '/picksample'; search: { brandId: number } } {
  const [only, ...others] = brand.formats
  return only && others.length === 0 ? { to: '/picksize', search: { brandId: brand.id, formatId: only.id } } : { to: '/picksample', search: { brandId: brand.id } }
}

/** The samples of a brand's format, one per size that has one, nb, s, m, l, xl, xxl (spec 2 §5 "Sample size list"). */
export const sizesOf = (catalog: SampleCatalog, brandId: number, formatId: number): CatalogSample[] =>
  sortBySize(catalog.data.filter((s) => s.brandId === brandId && s.formatId === formatId))

export const sampleIn = (catalog: SampleCatalog, id: number | undefined): CatalogSample | undefined => catalog.data.find((s) => s.id === id)

/** A size as members read it: NB, S, M, L, XL, XXL. */
export const sizeLabel = (size: string) => size.toUpperCase()
