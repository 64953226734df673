import * as content from '../../../domain/contract/admin-content.ts'
import type { AuditEntity } from '../../../domain/audit.ts'
import type { FormFile } from '../../../domain/uploads.ts'
import {
  adminArticles,
  adminNews,
  deleteNews,
  flipArticleActive,
  flipNewsActive,
  insertArticle,
  insertNews,
  updateArticle,
  updateNews,
} from '../../db/content-items.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppDeps, SessionAdmin } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { recordAudit } from '../../services/audit.ts'
import { type BilingualImages, checkBilingualImages, storeBilingualImages } from '../../services/uploads.ts'

/**
 * News and articles in the back office (spec 3 §2.9). The forms' schemas hold the rules on texts
 * (both languages, plain text kept as typed); images are checked by content (413, 415) before
 * anything is stored, each stored under a new name so no cache serves an old one, and file I/O stays
 * outside the write's transaction, which may run twice. Every write is audited inside it.
 */
export function adminContentRoutes(deps: AppDeps) {
  const { db, files, clock, config } = deps
  const app = createRouter()

  /** Both images, checked then stored, the English one first; on edit none, or both. */
  const imagesOf = async (file: FormFile | undefined, bmFile: FormFile | undefined): Promise<Partial<BilingualImages>> => {
    if (!file && !bmFile) return {}
    if (!file || !bmFile) throw new ApiError(422, 'bothImagesRequired')
    return storeBilingualImages(files, config.apiRoot, await checkBilingualImages(file, bmFile))
  }

  const audit = (trx: typeof db, admin: SessionAdmin, entity: AuditEntity, verb: string, entityId: number, before: unknown, after: unknown) =>
    recordAudit(trx, { admin, entity, verb, entityId, before, after, at: clock.now() })

  const oneNews = async (trx: typeof db, id: number) => (await adminNews(trx, id))[0]
  const oneArticle = async (trx: typeof db, id: number) => (await adminArticles(trx, id))[0]

  app.openapi(contractRoute(content.fetchAdminNews), async (c) => c.json({ data: await adminNews(db) }, 200))

  app.openapi(contractRoute(content.addNews), async (c) => {
    const { file, bmFile, link, title, bmTitle, description, bmDescription, showingTo } = c.req.valid('form')
    const images = (await imagesOf(file, bmFile)) as BilingualImages
    const row = { link: link || null, titleEn: title, titleBm: bmTitle, descriptionEn: description, descriptionBm: bmDescription, showingTo }
    const added = await inTransaction(db, async (trx) => {
      const id = await insertNews(trx, { ...row, ...images }, clock.now())
      const after = await oneNews(trx, id)
      await audit(trx, c.get('admin'), 'news', 'add', id, null, after)
      return after!
    })
    return c.json(added, 201)
  })

  app.openapi(contractRoute(content.editNews), async (c) => {
    const { id, file, bmFile, link, title, bmTitle, description, bmDescription, showingTo } = c.req.valid('form')
    if (!(await oneNews(db, id))) throw new ApiError(404, 'newsNotFound')
    const images = await imagesOf(file, bmFile)
    const row = { link: link || null, titleEn: title, titleBm: bmTitle, descriptionEn: description, descriptionBm: bmDescription, showingTo }
    const edited = await inTransaction(db, async (trx) => {
      const before = await oneNews(trx, id)
      if (!before || !(await updateNews(trx, id, { ...row, ...images }, clock.now()))) throw new ApiError(404, 'newsNotFound')
      const after = await oneNews(trx, id)
      await audit(trx, c.get('admin'), 'news', 'edit', id, before, after)
      return after!
    })
    return c.json(edited, 200)
  })

  app.openapi(contractRoute(content.showNews), async (c) => {
    const { id } = c.req.valid('json')
    const shown = await inTransaction(db, async (trx) => {
      const before = await oneNews(trx, id)
      if (!before || !(await flipNewsActive(trx, id, clock.now()))) throw new ApiError(404, 'newsNotFound')
      const after = await oneNews(trx, id)
      await audit(trx, c.get('admin'), 'news', after!.active ? 'show' : 'hide', id, before, after)
      return after!
    })
    return c.json(shown, 200)
  })

  app.openapi(contractRoute(content.removeNews), async (c) => {
    const { id } = c.req.valid('param')
    await inTransaction(db, async (trx) => {
      const before = await oneNews(trx, id)
      if (!before || !(await deleteNews(trx, id))) throw new ApiError(404, 'newsNotFound')
      await audit(trx, c.get('admin'), 'news', 'remove', id, before, null)
    })
    return c.json({ id }, 200)
  })

  app.openapi(contractRoute(content.fetchAdminArticles), async (c) => c.json({ data: await adminArticles(db) }, 200))

  app.openapi(contractRoute(content.addArticle), async (c) => {
    const { file, bmFile, title, titleBM, description, descriptionBM } = c.req.valid('form')
    const images = (await imagesOf(file, bmFile)) as BilingualImages
    const added = await inTransaction(db, async (trx) => {
      const id = await insertArticle(trx, { titleEn: title, titleBm: titleBM, descriptionEn: description, descriptionBm: descriptionBM, ...images }, clock.now())
      const after = await oneArticle(trx, id)
      await audit(trx, c.get('admin'), 'article', 'add', id, null, after)
      return after!
    })
    return c.json(added, 201)
  })

  app.openapi(contractRoute(content.editArticle), async (c) => {
    const { id, file, bmFile, title, titleBM, description, descriptionBM } = c.req.valid('form')
    if (!(await oneArticle(db, id))) throw new ApiError(404, 'articleNotFound')
    const images = await imagesOf(file, bmFile)
    const edited = await inTransaction(db, async (trx) => {
      const before = await oneArticle(trx, id)
      const row = { titleEn: title, titleBm: titleBM, descriptionEn: description, descriptionBm: descriptionBM, ...images }
      if (!before || !(await updateArticle(trx, id, row, clock.now()))) throw new ApiError(404, 'articleNotFound')
      const after = await oneArticle(trx, id)
      await audit(trx, c.get('admin'), 'article', 'edit', id, before, after)
      return after!
    })
    return c.json(edited, 200)
  })

  app.openapi(contractRoute(content.showArticle), async (c) => {
    const { id } = c.req.valid('json')
    const shown = await inTransaction(db, async (trx) => {
      const before = await oneArticle(trx, id)
      if (!before || !(await flipArticleActive(trx, id, clock.now()))) throw new ApiError(404, 'articleNotFound')
      const after = await oneArticle(trx, id)
      await audit(trx, c.get('admin'), 'article', after!.active ? 'show' : 'hide', id, before, after)
      return after!
    })
    return c.json(shown, 200)
  })

  return app
}
