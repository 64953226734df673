import type { NOTICE_KINDS } from '../../domain/content.ts'
import { newsShownTo } from '../../domain/news.ts'
import type { PregnancyStage } from '../../domain/identity-rules.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'

/** The notices of a kind showing at `at`, earliest first. */
export async function noticesShowing(db: Database, kind: (typeof NOTICE_KINDS)[number], at: Date) {
  const now = at.toISOString()
  const rows = await db.selectFrom('notices').selectAll().where('kind', '=', kind).where('startsAt', '<=', now).where('endsAt', '>', now).orderBy('startsAt').execute()
  return rows.map((n) => ({ id: n.id, kind, title: localized(n, 'title'), body: localized(n, 'body'), startsAt: n.startsAt, endsAt: n.endsAt }))
}

/** A content page (terms, privacy, FAQ) by its slug. */
export async function contentPage(db: Database, slug: string) {
  const row = await db.selectFrom('contentPages').selectAll().where('slug', '=', slug).executeTakeFirst()
  return row && { slug: row.slug, title: localized(row, 'title'), body: localized(row, 'body'), updatedAt: row.updatedAt }
}

/** Active news for all, and for the member's pregnancy stage, newest first. */
export async function newsFor(db: Database, pregnancyStage: PregnancyStage | null) {
  const rows = await db.selectFrom('news').selectAll().where('active', '=', 1).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()
  return rows
    .filter((n) => newsShownTo(JSON.parse(n.showingTo) as string[], pregnancyStage))
    .map((n) => ({ id: n.id, title: localized(n, 'title'), description: localized(n, 'description'), image: localized(n, 'image'), link: n.link }))
}

/** Samples a new member may still pick, with their size, brand and format. */
export async function availableSamples(db: Database) {
  const rows = await db
    .selectFrom('samples as s')
    .innerJoin('sizes', 'sizes.id', 's.sizeId')
    .innerJoin('brands', 'brands.id', 'sizes.brandId')
    .innerJoin('formats', 'formats.id', 'sizes.formatId')
    .select(['s.id', 'sizes.name as size', 'brands.name as brand', 'formats.name as format', 's.nameEn', 's.nameBm', 's.imageEn', 's.imageBm'])
    .where('s.active', '=', 1)
    .whereRef('s.redeemed', '<', 's.inventory')
    .orderBy('s.id')
    .execute()
  return rows.map((r) => ({ id: r.id, size: r.size, brand: r.brand, format: r.format, active: true, itemName: localized(r, 'name'), itemImage: localized(r, 'image') }))
}

/** Active articles, newest first (spec 2 §7). */
export async function activeArticles(db: Database) {
  const rows = await db.selectFrom('articles').selectAll().where('active', '=', 1).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()
  return rows.map((a) => ({ id: a.id, title: localized(a, 'title'), description: localized(a, 'description'), image: localized(a, 'image') }))
}
