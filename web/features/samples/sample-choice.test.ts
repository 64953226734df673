import { describe, expect, it } from 'vitest'
import type { CatalogSample, SampleBrand, SampleCatalog } from '../../../domain/sample-catalogue.ts'
import { afterBrand, sizeLabel, sizesOf } from './sample-choice.ts'

const text = (en: string) => ({ en, bm: en })
const sample = (id: number, brandId: number, formatId: number, size: string): CatalogSample => ({
  id,
  brandId,
  formatId,
  sizeId: id,
  size,
  itemName: text(`Sample ${id}`),
  itemImage: text('/files/s.png'),
  description: text('A trial pack'),
  remaining: 3,
})
const brand = (id: number, formats: number[]): SampleBrand => ({ id, name: `Brand ${id}`, brandImage: '', formats: formats.map((f) => ({ id: f, name: `format ${f}` })), sizes: [] })

describe('the sample screens', () => {
  it('list the sizes of the chosen brand and format that have a sample, nb, s, m, l, xl, xxl', () => {
    const catalog: SampleCatalog = {
      brands: [brand(1, [10, 11]), brand(2, [10])],
      data: [sample(1, 1, 10, 'xxl'), sample(2, 1, 10, 'm'), sample(3, 1, 11, 's'), sample(4, 1, 10, 'NB'), sample(5, 2, 10, 'l'), sample(6, 1, 10, 'xl'), sample(7, 1, 10, 's'), sample(8, 1, 10, 'l')],
    }
    expect(sizesOf(catalog, 1, 10).map((s) => s.size)).toEqual(['NB', 's', 'm', 'l', 'xl', 'xxl'])
    expect(sizesOf(catalog, 1, 11).map((s) => s.id)).toEqual([3])
    expect(sizesOf(catalog, 3, 10)).toEqual([])
    expect(sizeLabel('nb')).toBe('NB')
  })

  it('lead from a brand with one format to its sizes, and from one with several to choosing the format', () => {
    expect(afterBrand(brand(2, [10]))).toEqual({ to: '/picksize', search: { brandId: 2, formatId: 10 } })
    expect(afterBrand(brand(1, [10, 11]))).toEqual({ to: '/picksample', search: { brandId: 1 } })
  })
})
