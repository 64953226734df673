import { describe, expect, it } from 'vitest'
import { SAMPLE_SIZE_ORDER, SampleFieldsSchema, sortBySize } from './sample-catalogue.ts'

describe('sample size order', () => {
  it('is nb, s, m, l, xl, xxl whatever the case, with other names after them, by name', () => {
    const sizes = ['XXL', 'jumbo', 'm', 'NB', 'Xl', 'S', 'big', 'l'].map((size) => ({ size }))
    expect(sortBySize(sizes).map((s) => s.size)).toEqual(['NB', 'S', 'm', 'l', 'Xl', 'XXL', 'big', 'jumbo'])
    expect(SAMPLE_SIZE_ORDER).toEqual(['nb', 's', 'm', 'l', 'xl', 'xxl'])
  })

  it('leaves the list it sorts as it was', () => {
    const sizes = [{ size: 'm' }, { size: 'nb' }]
    sortBySize(sizes)
    expect(sizes.map((s) => s.size)).toEqual(['m', 'nb'])
  })
})

describe('the sample form', () => {
  const full = { brand: '1', format: '2', size: '3', itemId: 'SMP-1', itemName: 'Trial', bmName: 'Percubaan', description: 'Three', bmDescription: 'Tiga', uom: 'pack', inventory: '10' }
  const codeOf = (body: unknown) => SampleFieldsSchema.safeParse(body).error?.issues[0]?.message

  it('reads the choices and the inventory as numbers and trims the texts', () => {
    expect(SampleFieldsSchema.parse({ ...full, itemName: ' Trial ', inventory: ' 0 ' })).toEqual({ ...full, brand: 1, format: 2, size: 3, inventory: 0 })
  })

  it('names a missing or blank field, an unmade choice and a wrong inventory by their catalogue codes', () => {
    for (const blank of [{ brand: '' }, { size: 'abc' }, { bmName: ' ' }, { inventory: '' }]) expect(codeOf({ ...full, ...blank })).toBe('itemFieldsRequired')
    const { uom: _, ...noUom } = full
    expect(codeOf(noUom)).toBe('itemFieldsRequired')
    for (const inventory of ['-1', '1.5', '1e3', '99999999999']) expect(codeOf({ ...full, inventory })).toBe('sampleInventoryInvalid')
  })

  it('refuses fields it does not know', () => {
    expect(SampleFieldsSchema.safeParse({ ...full, redeemed: '0' }).error?.issues[0]?.code).toBe('unrecognized_keys')
  })
})
