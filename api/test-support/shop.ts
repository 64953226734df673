import { randomUUID } from 'node:crypto'
import { businessDate, shiftYears } from '../../domain/business-time.ts'
import type { OrderKind } from '../../domain/shop.ts'
import { openMemberSession } from '../services/sessions.ts'
import { addPoints } from './points.ts'
import type { TestServer } from './test-server.ts'

let serial = 0

/** A verified member with a delivery address and `points`, written straight into the database: many of them race cheaply. */
export async function insertShopper(server: TestServer, { points = 0, pregnancyStage = null as 'pregnant' | 'trying' | null, edb = null as string | null } = {}) {
  const now = server.clock.now()
  const at = now.toISOString()
  const n = ++serial
  const tag = `${process.pid}${n}${randomUUID().slice(0, 6)}`
  const { id } = await server.deps.db
    .insertInto('members')
    .values({
      uuid: randomUUID(),
      name: `Shopper ${n}`,
      number: `0118${String(n).padStart(7, '0')}`,
      email: `shopper${tag}@example.com`,
      referralCode: `SHOP${tag}`.slice(0, 20),
      tierResetDate: shiftYears(businessDate(now), 1),
      pregnancyStage,
      edb,
      verifiedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const address = await server.deps.db
    .insertInto('addresses')
    .values({ memberId: id, line1: `${n} Jalan Bunga`, city: 'Shah Alam', state: 'Selangor', postcode: '40000', createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (points) await addPoints(server, id, points)
  return { id, token: await openMemberSession(server.deps.db, id, now), addressId: address.id }
}

/** A shown item of the catalogue (or a pregnant offer) with `stock` units. */
export async function insertShopItem(server: TestServer, { points = 100, stock = 10, kind = 'item' as OrderKind, active = true } = {}) {
  const at = server.clock.now().toISOString()
  const n = ++serial
  const { id } = await server.deps.db
    .insertInto('rewardItems')
    .values({
      itemId: `ART-${n}`,
      nameEn: `Item ${n}`,
      nameBm: `Barang ${n}`,
      descriptionEn: 'A gift',
      descriptionBm: 'Hadiah',
      imageEn: `/files/item-${n}-en.png`,
      imageBm: `/files/item-${n}-bm.png`,
      uom: 'pack',
      itemBrand: 'Kelab',
      points,
      inventory: stock,
      active: active ? 1 : 0,
      pregnantOffer: kind === 'pregnant' ? 1 : 0,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}
