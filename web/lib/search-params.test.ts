import { describe, expect, it } from 'vitest'
import { flag, positiveInt, returnPath, text } from './search-params.ts'

describe('search params', () => {
  it('read text within bounds', () => {
    expect(text('abc')).toBe('abc')
    expect(text('')).toBeUndefined()
    expect(text(3)).toBeUndefined()
    expect(text('x'.repeat(201))).toBeUndefined()
  })

  it('read positive integers from numbers and strings', () => {
    expect(positiveInt('12')).toBe(12)
    expect(positiveInt(7)).toBe(7)
    for (const bad of ['0', '-1', '1.5', 'x', undefined, '1e30']) expect(positiveInt(bad)).toBeUndefined()
  })

  it('read a true flag only', () => {
    expect(flag(true)).toBe(true)
    expect(flag('true')).toBe(true)
    expect(flag('yes')).toBeUndefined()
  })

  it('read a return path on this site only', () => {
    expect(returnPath('/wishingtree/donate?wisher=3')).toBe('/wishingtree/donate?wisher=3')
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', 7]) expect(returnPath(bad)).toBeUndefined()
  })
})
