import { describe, expect, it } from 'vitest'
import { newsShownTo } from './news.ts'

describe('newsShownTo', () => {
  it('shows news for All to every member, with or without a stage', () => {
    expect(newsShownTo(['All'], 'pregnant')).toBe(true)
    expect(newsShownTo(['All'], null)).toBe(true)
  })

  it('shows staged news only to members at one of its stages', () => {
    expect(newsShownTo(['oneChild', 'moreChild'], 'moreChild')).toBe(true)
    expect(newsShownTo(['oneChild', 'moreChild'], 'pregnant')).toBe(false)
    expect(newsShownTo(['pregnant'], null)).toBe(false)
  })
})
