import { describe, expect, it } from 'vitest'
import { type Cart, cartTotal, MAX_ORDER_LINES, MAX_ORDER_QUANTITY, type ShopItem } from '../../domain/shop.ts'
import { addOne, type CartStorage, createCartStore, rememberedCarts, removeOne } from './cart-store.ts'
import { SESSION_KEYS } from './session-keys.ts'

const item = (id: number, points: number, remaining = 50): ShopItem => ({
  id,
  itemId: `RW-${id}`,
  itemName: { en: `Item ${id}`, bm: `Barang ${id}` },
  description: { en: 'A gift', bm: 'Hadiah' },
  itemImage: { en: `/api/files/public/${id}-en.svg`, bm: `/api/files/public/${id}-bm.svg` },
  itemBrand: 'Lembut',
  points,
  remaining,
  categories: [1],
})
const wipes = item(1, 300)
const giftSet = item(2, 2500)

/** A localStorage stand-in: the unit tests run without a browser. */
function memoryStorage(): CartStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) }
}

describe('plus', () => {
  it('adds an item, then one more of it, while the balance left after the cart covers one more', () => {
    const one = addOne({}, wipes, 1000)!
    expect(one[wipes.id]).toEqual({ item: wipes, quantity: 1 })
    const three = addOne(addOne(one, wipes, 1000)!, wipes, 1000)!
    expect(three[wipes.id]!.quantity).toBe(3)
    expect(cartTotal(three)).toBe(900)
    // 1000 - 900 = 100 left: not enough for one more at 300, nor for the gift set.
    expect(addOne(three, wipes, 1000)).toBeNull()
    expect(addOne(three, giftSet, 1000)).toBeNull()
    expect(addOne(three, giftSet, 3400)![giftSet.id]!.quantity).toBe(1)
  })

  it('stops at the stock left and at the order’s limits', () => {
    const scarce = item(3, 10, 2)
    expect(addOne(addOne(addOne({}, scarce, 1000)!, scarce, 1000)!, scarce, 1000)).toBeNull()
    const full: Cart = { [wipes.id]: { item: wipes, quantity: MAX_ORDER_QUANTITY } }
    expect(addOne(full, { ...wipes, points: 0 }, 1_000_000)).toBeNull()
    const manyLines: Cart = Object.fromEntries(Array.from({ length: MAX_ORDER_LINES }, (_, i) => [i + 10, { item: item(i + 10, 1), quantity: 1 }]))
    expect(addOne(manyLines, wipes, 1_000_000)).toBeNull()
    expect(addOne(manyLines, item(10, 1), 1_000_000)![10]!.quantity).toBe(2)
  })
})

describe('minus', () => {
  it('takes one away, and removes the line at 1', () => {
    const cart: Cart = { [wipes.id]: { item: wipes, quantity: 2 }, [giftSet.id]: { item: giftSet, quantity: 1 } }
    expect(removeOne(cart, wipes.id)[wipes.id]!.quantity).toBe(1)
    expect(removeOne(cart, giftSet.id)).toEqual({ [wipes.id]: { item: wipes, quantity: 2 } })
    expect(removeOne(cart, 99)).toBe(cart)
  })
})

describe('the cart store', () => {
  it('keeps one cart per kind of order, saved so that a reload finds them', () => {
    const storage = memoryStorage()
    const store = createCartStore(storage)
    expect(store.getState().add('item', wipes, 1000)).toBe(true)
    expect(store.getState().add('item', wipes, 1000)).toBe(true)
    expect(store.getState().add('pregnant', giftSet, 2500)).toBe(true)
    expect(store.getState().add('pregnant', giftSet, 2500)).toBe(false)

    const reloaded = createCartStore(storage).getState().carts
    expect(reloaded.item).toEqual({ [wipes.id]: { item: wipes, quantity: 2 } })
    expect(reloaded.pregnant).toEqual({ [giftSet.id]: { item: giftSet, quantity: 1 } })

    store.getState().remove('item', wipes.id)
    store.getState().empty('pregnant')
    expect(createCartStore(storage).getState().carts).toEqual({ item: { [wipes.id]: { item: wipes, quantity: 1 } }, pregnant: {} })
  })

  it('forgets both carts on sign-out', () => {
    const storage = memoryStorage()
    const store = createCartStore(storage)
    store.getState().add('item', wipes, 1000)
    store.getState().clear()
    expect(store.getState().carts).toEqual({ item: {}, pregnant: {} })
    expect(storage.data.has(SESSION_KEYS.carts)).toBe(false)
    expect(createCartStore(storage).getState().carts).toEqual({ item: {}, pregnant: {} })
  })

  it('drops carts saved in another shape or unreadable', () => {
    expect(rememberedCarts(JSON.stringify({ item: [{ id: 1, quantity: 2 }], pregnant: [] }))).toEqual({ item: {}, pregnant: {} })
    expect(rememberedCarts('{"item": ')).toEqual({ item: {}, pregnant: {} })
    expect(rememberedCarts(null)).toEqual({ item: {}, pregnant: {} })
  })

  it('works without a storage (outside a browser)', () => {
    const store = createCartStore(undefined)
    expect(store.getState().add('item', wipes, 1000)).toBe(true)
    expect(store.getState().carts.item[wipes.id]!.quantity).toBe(1)
  })
})
