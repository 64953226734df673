import type { TestServer } from './test-server.ts'

let serial = 0

/** A sample of its own brand, format and size (a size has one sample), shown and with `stock` packs. */
export async function insertSample(server: TestServer, { stock = 10, active = true } = {}) {
  const db = server.deps.db
  const at = server.clock.now().toISOString()
  const n = `${process.pid}-${++serial}`
  const brand = await db
    .insertInto('brands')
    .values({ name: `Sample brand ${n}`, description: '', imageUrl: '/files/brand.png', createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  const format = await db.insertInto('formats').values({ name: `Format ${n}` }).returning('id').executeTakeFirstOrThrow()
  const size = await db.insertInto('sizes').values({ brandId: brand.id, formatId: format.id, name: 'm' }).returning('id').executeTakeFirstOrThrow()
  const sample = await db
    .insertInto('samples')
    .values({
      sizeId: size.id,
      itemId: `SMP-${n}`,
      nameEn: `Sample ${n}`,
      nameBm: `Sampel ${n}`,
      descriptionEn: 'Three diapers',
      descriptionBm: 'Tiga lampin',
      imageEn: '/files/sample-en.png',
      imageBm: '/files/sample-bm.png',
      uom: 'pack',
      inventory: stock,
      active: active ? 1 : 0,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: sample.id, brandId: brand.id, formatId: format.id, sizeId: size.id }
}

/** Adds an address to a member, as the profile would save it. */
export async function insertAddress(server: TestServer, memberId: number, { line1, postcode = '40000', country = 'Malaysia' }: { line1: string; postcode?: string; country?: string }) {
  const at = server.clock.now().toISOString()
  const row = await server.deps.db
    .insertInto('addresses')
    .values({ memberId, line1, city: 'Shah Alam', state: 'Selangor', postcode, country, createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
