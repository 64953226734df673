import { Migrator, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { householdKey } from '../../../domain/household.ts'
import { type OpenTestDatabase, openEmptyTestDatabase } from '../../test-support/test-database.ts'
import type { Database } from '../connection.ts'
import { migrateToLatest } from '../migrate.ts'
import { migrations } from './index.ts'

let database: OpenTestDatabase
let db: Database
beforeEach(async () => {
  database = await openEmptyTestDatabase()
  db = database.db
  await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo('0024-vouchers')
})
afterEach(() => database.close())

const at = '2026-06-02T02:00:00.000Z'

describe('migration 0025: free samples', () => {
  it('turns the signup samples already ordered into sample orders, placed when they were, with their household', async () => {
    const brand = await db.insertInto('brands').values({ name: 'Brand', description: '', imageUrl: '', createdAt: at, updatedAt: at }).returning('id').executeTakeFirstOrThrow()
    const format = await db.insertInto('formats').values({ name: 'Tape' }).returning('id').executeTakeFirstOrThrow()
    const size = await db.insertInto('sizes').values({ brandId: brand.id, formatId: format.id, name: 's' }).returning('id').executeTakeFirstOrThrow()
    const sample = await db
      .insertInto('samples')
      .values({ sizeId: size.id, itemId: 'SMP-S', nameEn: 'Small', nameBm: 'Kecil', descriptionEn: '', descriptionBm: '', imageEn: '/en.png', imageBm: '/bm.png', uom: 'pack', inventory: 5, redeemed: 1, createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    const member = await db
      .insertInto('members')
      .values({ uuid: 'member-uuid', name: 'Aisyah', number: '0123456789', email: 'a@example.com', referralCode: 'CODE0001', tierResetDate: '2027-06-02', verifiedAt: at, createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    const address = await db
      .insertInto('addresses')
      .values({ memberId: member.id, line1: 'No. 5, Jalan Mawar', city: 'Shah Alam', state: 'Selangor', postcode: '40000', createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    await sql`insert into sample_orders (uuid, member_id, sample_id, address_id, received, created_at) values ('0a1b2c3d-order', ${member.id}, ${sample.id}, ${address.id}, null, ${at})`.execute(db)

    await migrateToLatest(db)

    expect(await db.selectFrom('orders').select(['id', 'memberId', 'kind', 'totalPoints', 'status', 'line1', 'postcode', 'createdAt']).execute()).toEqual([
      { id: '0a1b2c3d-order', memberId: member.id, kind: 'sample', totalPoints: 0, status: 'Order Placed', line1: 'No. 5, Jalan Mawar', postcode: '40000', createdAt: at },
    ])
    expect(await db.selectFrom('orderEvents').select(['orderId', 'status', 'at']).execute()).toEqual([{ orderId: '0a1b2c3d-order', status: 'Order Placed', at }])
    expect(await db.selectFrom('orderSamples').selectAll().execute()).toEqual([
      {
        orderId: '0a1b2c3d-order',
        sampleId: sample.id,
        itemCode: 'SMP-S',
        nameEn: 'Small',
        nameBm: 'Kecil',
        imageEn: '/en.png',
        imageBm: '/bm.png',
        brandId: brand.id,
        formatId: format.id,
        sizeId: size.id,
        household: householdKey({ line1: 'No. 5, Jalan Mawar', postcode: '40000' }),
      },
    ])
  })
})
