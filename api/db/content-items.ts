import { sql } from 'kysely'
import type { BilingualImages } from '../services/uploads.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'

/**
 * The back office's news and articles (spec 3 §2.9): the only home of their SQL for admins; what
 * members read is in content.ts. Each write returns the row as the back office lists it, so the
 * route can record it in the audit log inside the same transaction.
 */

interface ContentTexts {
  titleEn: string
  titleBm: string
  descriptionEn: string
  descriptionBm: string
}
export type NewsWrite = ContentTexts & { link: string | null; showingTo: string[] }
export type ArticleWrite = ContentTexts

type NewsRow = { id: number; link: string | null; showingTo: string; active: 0 | 1; createdAt: string; updatedAt: string } & ContentTexts & BilingualImages
type ArticleRow = { id: number; active: 0 | 1; createdAt: string; updatedAt: string } & ContentTexts & BilingualImages

const newsOf = (n: NewsRow) => ({
  id: n.id,
  link: n.link,
  title: localized(n, 'title'),
  description: localized(n, 'description'),
  image: localized(n, 'image'),
  showingTo: JSON.parse(n.showingTo) as ('All' | 'pregnant' | 'trying' | 'oneChild' | 'moreChild')[],
  active: n.active === 1,
  createdAt: n.createdAt,
  updatedAt: n.updatedAt,
})

const articleOf = (a: ArticleRow) => ({
  id: a.id,
  title: localized(a, 'title'),
  description: localized(a, 'description'),
  image: localized(a, 'image'),
  active: a.active === 1,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
})

/** Every news item, newest first, or the one with `id`. */
export async function adminNews(db: Database, id?: number) {
  let query = db.selectFrom('news').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc')
  if (id !== undefined) query = query.where('id', '=', id)
  return (await query.execute()).map(newsOf)
}

export async function insertNews(trx: Database, item: NewsWrite & BilingualImages, at: Date): Promise<number> {
  const now = at.toISOString()
  const { showingTo, ...rest } = item
  const row = await trx
    .insertInto('news')
    .values({ ...rest, showingTo: JSON.stringify(showingTo), createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Updates a news item; images only when new ones came. False when there is no such item. */
export async function updateNews(trx: Database, id: number, item: NewsWrite & Partial<BilingualImages>, at: Date): Promise<boolean> {
  const { showingTo, ...rest } = item
  const result = await trx
    .updateTable('news')
    .set({ ...rest, showingTo: JSON.stringify(showingTo), updatedAt: at.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function flipNewsActive(trx: Database, id: number, at: Date): Promise<boolean> {
  const result = await trx.updateTable('news').set({ active: sql<0 | 1>`1 - active`, updatedAt: at.toISOString() }).where('id', '=', id).executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function deleteNews(trx: Database, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('news').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** Every article, newest first, or the one with `id`. */
export async function adminArticles(db: Database, id?: number) {
  let query = db.selectFrom('articles').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc')
  if (id !== undefined) query = query.where('id', '=', id)
  return (await query.execute()).map(articleOf)
}

export async function insertArticle(trx: Database, item: ArticleWrite & BilingualImages, at: Date): Promise<number> {
  const now = at.toISOString()
  const row = await trx
    .insertInto('articles')
    .values({ ...item, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateArticle(trx: Database, id: number, item: ArticleWrite & Partial<BilingualImages>, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable('articles')
    .set({ ...item, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function flipArticleActive(trx: Database, id: number, at: Date): Promise<boolean> {
  const result = await trx.updateTable('articles').set({ active: sql<0 | 1>`1 - active`, updatedAt: at.toISOString() }).where('id', '=', id).executeTakeFirst()
  return result.numUpdatedRows > 0n
}
