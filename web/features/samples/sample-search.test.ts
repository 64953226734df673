import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { useMemberStore } from '../../lib/member-store.ts'
import { pickSizeSearch, readyToConfirmSample, sampleConfirmSearch, sampleDetailSearch } from './sample-search.ts'

describe('the free-sample screens’ query', () => {
  it('reads ids only when they can be ids', () => {
    expect(pickSizeSearch({ brandId: '2', formatId: '5' })).toEqual({ brandId: 2, formatId: 5 })
    expect(pickSizeSearch({ brandId: '2', formatId: '-5' })).toEqual({ brandId: 2 })
    expect(sampleDetailSearch({ id: 'abc' })).toEqual({})
    expect(sampleConfirmSearch({ addressId: '3', sampleId: '7', other: '1' })).toEqual({ addressId: 3, sampleId: 7 })
  })
})

describe('the sample confirm screen’s guard', () => {
  const redirected = (search: { addressId?: number; sampleId?: number }) => {
    try {
      readyToConfirmSample(search)
      return false
    } catch (thrown) {
      return isRedirect(thrown)
    }
  }

  it('lets in a sample with one of the member’s addresses, else sends to the dashboard', () => {
    useMemberStore.setState({ member: { addresses: [{ id: 3 }] } as never })
    expect(redirected({ addressId: 3, sampleId: 7 })).toBe(false)
    expect(redirected({ addressId: 4, sampleId: 7 })).toBe(true)
    expect(redirected({ addressId: 3 })).toBe(true)
    expect(redirected({ sampleId: 7 })).toBe(true)
  })
})
