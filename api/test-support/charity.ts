import type { TestServer } from './test-server.ts'

let serial = 0

/** A wisher written straight into the database (the back office adds them in its own branch of work). */
export async function insertWisher(server: TestServer, { goalPoints = 10_000, points = 0, active = true, avatar = 1 } = {}) {
  const at = server.clock.now().toISOString()
  const n = ++serial
  const { id } = await server.deps.db
    .insertInto('wishers')
    .values({ name: `Aisyah ${n}`, age: 6, avatar, wishEn: `A bicycle ${n}`, wishBm: `Sebuah basikal ${n}`, goalPoints, points, active: active ? 1 : 0, createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, name: `Aisyah ${n}` }
}

/** A donation item of the shop's Share a Little Comfort chip. */
export async function insertDonateItem(server: TestServer, { points = 300, active = true } = {}) {
  const at = server.clock.now().toISOString()
  const n = ++serial
  const { id } = await server.deps.db
    .insertInto('donateItems')
    .values({ itemId: `DON-${n}`, nameEn: `Diapers for a home ${n}`, nameBm: `Lampin untuk rumah ${n}`, imageUrl: `/files/donate-${n}.png`, points, active: active ? 1 : 0, createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id }
}
