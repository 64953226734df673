import { describe, expect, it } from 'vitest'
import { addressSearch, isPicking, pickedAddressGoesTo, pickedAddressHref } from './address-type.ts'

describe('address type', () => {
  it('reads only the types the spec names from the query', () => {
    expect(addressSearch({ type: 'order' })).toEqual({ type: 'order' })
    expect(addressSearch({ type: 'admin' })).toEqual({})
    expect(addressSearch({})).toEqual({})
  })

  it('carries the sample an address is picked for, and only for a sample', () => {
    expect(addressSearch({ type: 'sample', sampleId: '12' })).toEqual({ type: 'sample', sampleId: 12 })
    expect(addressSearch({ type: 'sample', sampleId: 'x' })).toEqual({ type: 'sample' })
    expect(addressSearch({ type: 'order', sampleId: '12' })).toEqual({ type: 'order' })
    expect(pickedAddressHref({ type: 'sample', sampleId: 12 }, 3)).toBe('/freesample/confirm?addressId=3&sampleId=12')
    expect(pickedAddressHref({ type: 'order' }, 3)).toBe('/order/confirm?addressId=3')
  })

  it('sends a picked address where it was picked for, else back to the profile', () => {
    expect(pickedAddressGoesTo('order')).toBe('/order/confirm')
    expect(pickedAddressGoesTo('pregnant')).toBe('/order/pregnant/confirm')
    expect(pickedAddressGoesTo('sample')).toBe('/freesample/confirm')
    expect(pickedAddressGoesTo('user')).toBe('/editprofile')
    expect(pickedAddressGoesTo(undefined)).toBe('/editprofile')
    expect([isPicking('sample'), isPicking('user'), isPicking(undefined)]).toEqual([true, false, false])
  })
})
