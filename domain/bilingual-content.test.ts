import { describe, expect, it } from 'vitest'
import { articlePreview, ArticleAddSchema, ARTICLE_PREVIEW_CHARS } from './articles.ts'
import { readableIn } from './bilingual-content.ts'
import { NewsEditSchema, newsReadableIn } from './news.ts'

describe('readableIn', () => {
  it('is false when a text is blank in the language, so the item is not shown in the other one', () => {
    expect(readableIn('bm', { en: 'Hello', bm: 'Helo' }, { en: 'x', bm: 'y' })).toBe(true)
    expect(readableIn('bm', { en: 'Hello', bm: '  ' })).toBe(false)
    expect(readableIn('en', { en: 'Hello', bm: '' })).toBe(true)
  })
})

describe('articlePreview', () => {
  it('keeps a short text whole and cuts a long one at 200 characters', () => {
    expect(articlePreview('Short')).toEqual({ text: 'Short', cut: false })
    const long = articlePreview('a'.repeat(ARTICLE_PREVIEW_CHARS + 1))
    expect(long).toEqual({ text: `${'a'.repeat(ARTICLE_PREVIEW_CHARS)}…`, cut: true })
  })
})

describe('the content forms', () => {
  it('refuse a blank Malay text and keep line breaks as \\n', () => {
    const fields = { id: '1', title: 'T', bmTitle: 'T', description: 'a\r\nb', bmDescription: ' ' }
    expect(NewsEditSchema.safeParse(fields).error?.issues.map((i) => i.message)).toEqual(['contentBothLanguages'])
    expect(NewsEditSchema.parse({ ...fields, bmDescription: 'c' }).description).toBe('a\nb')
    expect(ArticleAddSchema.safeParse({ title: 'T', titleBM: '', description: 'D', descriptionBM: 'D' }).success).toBe(false)
  })
})

describe('newsReadableIn', () => {
  const item = { id: 1, title: { en: 'T', bm: 'T' }, description: { en: 'D', bm: '' }, image: { en: '/a.png', bm: '/b.png' }, link: null }
  it('hides normal news missing a text in the language, and link news only when its image or its title is missing', () => {
    expect(newsReadableIn(item, 'en')).toBe(true)
    expect(newsReadableIn(item, 'bm')).toBe(false)
    const link = { ...item, link: 'https://example.com', title: { en: '', bm: '' }, description: { en: '', bm: '' } }
    expect(newsReadableIn(link, 'bm')).toBe(true)
    expect(newsReadableIn({ ...link, title: { en: 'Only English', bm: '' } }, 'bm')).toBe(false)
  })
})
