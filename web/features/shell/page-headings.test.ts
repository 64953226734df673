import { describe, expect, it } from 'vitest'
import { pageTitle } from './page-headings.ts'

describe('pageTitle', () => {
  it("names the page by its heading, then the club", () => {
    expect(pageTitle('Point shop', 'Lembut Baby Club')).toBe('Point shop · Lembut Baby Club')
  })
  it('is the heading alone when the heading names the club', () => {
    expect(pageTitle('Join Lembut Baby Club', 'Lembut Baby Club')).toBe('Join Lembut Baby Club')
  })
  it('is the club while the page has no heading', () => {
    expect(pageTitle(undefined, 'Lembut Baby Club')).toBe('Lembut Baby Club')
    expect(pageTitle('', 'Lembut Baby Club')).toBe('Lembut Baby Club')
  })
})
