import { describe, expect, it } from 'vitest'
import { BrandAssignSchema, compareSizes, FormatAddSchema } from './catalogue.ts'

describe('sizes', () => {
  it('sort nb, s, m, l, xl, xxl, with unknown names last', () => {
    expect(['xxl', 'l', 'jumbo', 'nb', 'xl', 's', 'm'].sort(compareSizes)).toEqual(['nb', 's', 'm', 'l', 'xl', 'xxl', 'jumbo'])
  })
})

describe('format assignment', () => {
  it('lower-cases the format and keeps each size once, in order', () => {
    expect(BrandAssignSchema.parse({ id: 1, format: ' Pants ', size: ['xl', 'nb', 'xl'] })).toEqual({ id: 1, format: 'pants', size: ['nb', 'xl'] })
  })

  it('names what is missing or wrong by its catalogue code', () => {
    const codeOf = (body: unknown) => BrandAssignSchema.safeParse(body).error?.issues[0]?.message
    expect(codeOf({ id: 1, format: '', size: ['m'] })).toBe('formatRequired')
    expect(codeOf({ id: 1, format: 'tape', size: [] })).toBe('sizeRequired')
    expect(codeOf({ id: 1, format: 'tape' })).toBe('sizeRequired')
    expect(codeOf({ id: 1, format: 'tape', size: ['xs'] })).toBe('invalidSize')
  })

  it('keeps new format names to letters, digits, spaces and hyphens', () => {
    expect(FormatAddSchema.parse({ name: 'Night Pants' })).toEqual({ name: 'night pants' })
    expect(FormatAddSchema.safeParse({ name: '<b>pants</b>' }).success).toBe(false)
    expect(FormatAddSchema.safeParse({ name: '-pants' }).success).toBe(false)
  })
})
