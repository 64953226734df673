import { describe, expect, it } from 'vitest'
import { activitySearch, submitSearch } from './contest-search.ts'

describe('the contest pages’ query', () => {
  it('reads the contest and entry count as positive whole numbers, anything else as missing', () => {
    expect(activitySearch({ contest: '7' })).toEqual({ contest: 7 })
    expect(submitSearch({ contest: 7, entries: '2' })).toEqual({ contest: 7, entries: 2 })
    expect(submitSearch({ contest: '0', entries: '-1' })).toEqual({ contest: undefined, entries: undefined })
    expect(submitSearch({ contest: 'abc', entries: '1.5' })).toEqual({ contest: undefined, entries: undefined })
  })
})
