import { describe, expect, it } from 'vitest'
import { addressSearch, isPicking, pickedAddressGoesTo } from './address-type.ts'

describe('address type', () => {
  it('reads only the types the spec names from the query', () => {
    expect(addressSearch({ type: 'order' })).toEqual({ type: 'order' })
    expect(addressSearch({ type: 'admin' })).toEqual({})
    expect(addressSearch({})).toEqual({})
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
