import { withClubDatabase } from './club-database.ts'

// Share a Little Comfort content put straight into the e2e database, as the back office would.

export function addWisher(w: { name: string; age: number; avatar: number; wishEn: string; wishBm: string; goalPoints: number; points: number }): number {
  return withClubDatabase((db) => {
    const at = new Date().toISOString()
    const { lastInsertRowid } = db
      .prepare('insert into wishers (name, age, avatar, wish_en, wish_bm, goal_points, points, active, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)')
      .run(w.name, w.age, w.avatar, w.wishEn, w.wishBm, w.goalPoints, w.points, at, at)
    return Number(lastInsertRowid)
  })
}

/** A blog with `images` pictures (the avatars stand in for photos). */
export function addBlog(b: { titleEn: string; titleBm: string; venue: string; images: number }): void {
  withClubDatabase((db) => {
    const at = new Date().toISOString()
    const { lastInsertRowid } = db
      .prepare('insert into blogs (title_en, title_bm, venue, description_en, description_bm, active, created_at, updated_at) values (?, ?, ?, ?, ?, 1, ?, ?)')
      .run(b.titleEn, b.titleBm, b.venue, 'We spent a day with the children.', 'Kami meluangkan sehari bersama kanak-kanak.', at, at)
    const image = db.prepare('insert into blog_images (blog_id, position, url) values (?, ?, ?)')
    for (let i = 1; i <= b.images; i++) image.run(lastInsertRowid, i, `/wishers/avatar-${((i - 1) % 6) + 1}.svg`)
  })
}

export function setJourney(j: { homes: number; children: number; points: number; products: number; progressPoints: number }): void {
  withClubDatabase((db) =>
    db.prepare('update journey set homes = ?, children = ?, points = ?, products = ?, description_en = ?, description_bm = ?, progress_points = ?, updated_at = ? where id = 1').run(
      j.homes,
      j.children,
      j.points,
      j.products,
      'Every point brings comfort to a home.',
      'Setiap mata membawa keselesaan ke sebuah rumah.',
      j.progressPoints,
      new Date().toISOString(),
    ),
  )
}

export function addDonateItem(d: { nameEn: string; nameBm: string; points: number }): number {
  return withClubDatabase((db) => {
    const at = new Date().toISOString()
    const { lastInsertRowid } = db
      .prepare('insert into donate_items (item_id, name_en, name_bm, image_url, points, active, created_at, updated_at) values (?, ?, ?, ?, ?, 1, ?, ?)')
      .run(`DON-${Date.now()}`, d.nameEn, d.nameBm, '/wishers/avatar-5.svg', d.points, at, at)
    return Number(lastInsertRowid)
  })
}

/** A member's donations, oldest first: to a wisher or of a donation item. */
export function donationsOf(uuid: string): { wisherId: number | null; donateItemId: number | null; points: number }[] {
  return withClubDatabase((db) =>
    db
      .prepare(
        'select d.wisher_id as wisherId, d.donate_item_id as donateItemId, d.points from donations d join members m on m.id = d.member_id where m.uuid = ? order by d.id',
      )
      .all(uuid) as { wisherId: number | null; donateItemId: number | null; points: number }[],
    { readonly: true },
  )
}
