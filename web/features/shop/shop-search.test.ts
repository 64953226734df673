import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { useCartStore } from '../../lib/cart-store.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { addressTypeFor, confirmSearch, kindSearch, pointShopSearch, readyToConfirm, rewardDetailSearch, trackSearch, voucherOrderSearch } from './shop-search.ts'

describe('the point shop’s query values', () => {
  it('open the order history, My vouchers or My mystery box only when asked, else the Shop tab', () => {
    expect(pointShopSearch({ tab: 'orders' })).toEqual({ tab: 'orders' })
    expect(pointShopSearch({ tab: 'vouchers' })).toEqual({ tab: 'vouchers' })
    expect(pointShopSearch({ tab: 'mysterybox' })).toEqual({ tab: 'mysterybox' })
    expect(pointShopSearch({ tab: 'other' })).toEqual({})
    expect(pointShopSearch({})).toEqual({})
  })

  it('open My vouchers on History only when asked, and only on My vouchers', () => {
    expect(pointShopSearch({ tab: 'vouchers', list: 'history' })).toEqual({ tab: 'vouchers', list: 'history' })
    expect(pointShopSearch({ tab: 'vouchers', list: 'current' })).toEqual({ tab: 'vouchers' })
    expect(pointShopSearch({ tab: 'vouchers', list: 'other' })).toEqual({ tab: 'vouchers' })
    expect(pointShopSearch({ tab: 'orders', list: 'history' })).toEqual({ tab: 'orders' })
    expect(pointShopSearch({ list: 'history' })).toEqual({})
  })

  it('read an e-voucher detail and a voucher page by id', () => {
    expect(rewardDetailSearch({ id: '4', type: 'voucher' })).toEqual({ id: 4, type: 'voucher' })
    expect(rewardDetailSearch({ id: '4', type: 'donate' })).toEqual({ id: 4, type: 'donate' })
    expect(rewardDetailSearch({ id: '4', type: 'vouchers' })).toEqual({ id: 4, type: 'item' })
    expect(voucherOrderSearch({ id: '12' })).toEqual({ id: 12 })
    expect(voucherOrderSearch({ id: 'RM5-ABCDEFGHJK' })).toEqual({})
    expect(voucherOrderSearch({ id: '0' })).toEqual({})
    expect(voucherOrderSearch({})).toEqual({})
  })

  it('read the kind of order, the catalogue unless it says pregnant', () => {
    expect(kindSearch({ type: 'pregnant' })).toEqual({ type: 'pregnant' })
    expect(kindSearch({ type: 'donate' })).toEqual({ type: 'item' })
    expect(rewardDetailSearch({ id: '7', type: 'item' })).toEqual({ id: 7, type: 'item' })
    expect(rewardDetailSearch({ id: 'x' })).toEqual({ type: 'item' })
    expect([addressTypeFor('item'), addressTypeFor('pregnant')]).toEqual(['order', 'pregnant'])
  })

  it('read ids only when they can be ids', () => {
    expect(confirmSearch({ addressId: '3' })).toEqual({ addressId: 3 })
    expect(confirmSearch({ addressId: '-3' })).toEqual({})
    expect(trackSearch({ id: '0b5c6a36-2d1f-4d5e-9a43-8c1f0e6b7a10' })).toEqual({ id: '0b5c6a36-2d1f-4d5e-9a43-8c1f0e6b7a10' })
    expect(trackSearch({ id: 'x'.repeat(65) })).toEqual({})
    expect(trackSearch({})).toEqual({})
  })
})

describe('the confirm screens’ guard', () => {
  const wipes = { id: 1, itemId: 'RW-1', itemName: { en: 'Wipes', bm: 'Tisu' }, description: { en: '', bm: '' }, itemImage: { en: '', bm: '' }, itemBrand: 'Lembut', points: 300, remaining: 9, categories: [] }
  const withAddress = (id: number) => useMemberStore.setState({ member: { addresses: [{ id }] } as never })
  const redirected = (kind: 'item' | 'pregnant', addressId: number | undefined) => {
    try {
      readyToConfirm(kind, addressId)
      return false
    } catch (thrown) {
      return isRedirect(thrown)
    }
  }

  it('lets in a cart with one of the member’s addresses, else sends back to the shop', () => {
    withAddress(3)
    useCartStore.getState().clear()
    expect(redirected('item', 3)).toBe(true)
    useCartStore.getState().add('item', wipes, 1000)
    expect(redirected('item', 3)).toBe(false)
    expect(redirected('item', 4)).toBe(true)
    expect(redirected('item', undefined)).toBe(true)
    expect(redirected('pregnant', 3)).toBe(true)
    useCartStore.getState().clear()
  })
})
