import { describe, expect, it } from 'vitest'
import { canAddOne, cancellable, type Cart, cartAffordable, cartTotal, nextOrderState, orderLabel, pregnantOfferOpen, RedeemSchema, type ShopItem, trackingSteps } from './shop.ts'

const item = (id: number, points: number): ShopItem => ({
  id,
  itemId: `A${id}`,
  itemName: { en: 'x', bm: 'x' },
  description: { en: '', bm: '' },
  itemImage: { en: '', bm: '' },
  itemBrand: 'b',
  points,
  remaining: 5,
  categories: [],
})

describe('pregnantOfferOpen', () => {
  it('is open to a pregnant member until 6 months after the due date, inclusive', () => {
    const mum = { pregnancyStage: 'pregnant', edb: '2026-01-31' }
    expect(pregnantOfferOpen(mum, '2026-07-31')).toBe(true)
    expect(pregnantOfferOpen(mum, '2026-08-01')).toBe(false)
    expect(pregnantOfferOpen({ pregnancyStage: 'trying', edb: '2026-01-31' }, '2026-02-01')).toBe(false)
    expect(pregnantOfferOpen({ pregnancyStage: 'pregnant', edb: null }, '2026-02-01')).toBe(false)
  })
})

describe('the cart', () => {
  const cart: Cart = { 1: { item: item(1, 100), quantity: 2 }, 2: { item: item(2, 50), quantity: 1 } }
  it('adds one more only while the balance left covers it', () => {
    expect(cartTotal(cart)).toBe(250)
    expect(canAddOne(350, cart, 100)).toBe(true)
    expect(canAddOne(349, cart, 100)).toBe(false)
  })
  it('confirms only a cart the balance covers, and never an empty one', () => {
    expect(cartAffordable(250, cart)).toBe(true)
    expect(cartAffordable(249, cart)).toBe(false)
    expect(cartAffordable(1000, {})).toBe(false)
  })
})

describe('RedeemSchema', () => {
  it('takes whole quantities from 1 and each item once', () => {
    const parse = (items: unknown) => RedeemSchema.safeParse({ addressId: 1, items })
    expect(parse([{ id: 1, quantity: 2 }]).success).toBe(true)
    expect(parse([{ id: 1, quantity: 0 }]).error?.issues[0]?.message).toBe('invalidQuantity')
    expect(parse([{ id: 1, quantity: 1.5 }]).error?.issues[0]?.message).toBe('invalidQuantity')
    expect(parse([]).error?.issues[0]?.message).toBe('cartEmpty')
    expect(parse([{ id: 1, quantity: 1 }, { id: 1, quantity: 2 }]).error?.issues[0]?.message).toBe('duplicateItem')
  })
})

describe('orders', () => {
  it('move forward one state at a time, and may be cancelled only before DELIVERING', () => {
    expect(nextOrderState('Order Placed')).toBe('PROCESSING')
    expect(nextOrderState('DELIVERING')).toBe('DELIVERED')
    expect(nextOrderState('DELIVERED')).toBeNull()
    expect(nextOrderState('CANCELLED')).toBeNull()
    expect([cancellable('PROCESSING'), cancellable('DELIVERING')]).toEqual([true, false])
  })
  it('show the tracker: earlier steps done, the latest current, the rest to come', () => {
    const steps = trackingSteps([
      { state: 'Order Placed', time: 't1' },
      { state: 'PROCESSING', time: 't2' },
    ])
    expect(steps.map((s) => [s.state, s.progress, s.time])).toEqual([
      ['Order Placed', 'done', 't1'],
      ['PROCESSING', 'current', 't2'],
      ['DELIVERING', 'todo', null],
      ['DELIVERED', 'todo', null],
    ])
  })
  it('are labelled by the part of their id before the first dash', () => {
    expect(orderLabel('3f2a9c1e-77aa-4b4b-9c9c-0123456789ab')).toBe('3F2A9C1E')
  })
})
