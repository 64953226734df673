import type { AuditEntity } from '../../../domain/audit.ts'
import * as charity from '../../../domain/contract/admin-charity.ts'
import type { FormFile } from '../../../domain/uploads.ts'
import {
  adminBlogs,
  adminDonateItems,
  adminJourney,
  adminWishers,
  blogImageUrls,
  flipBlogActive,
  flipDonateItemActive,
  flipWisherActive,
  insertBlog,
  insertDonateItem,
  insertWisher,
  replaceBlogImages,
  updateBlog,
  updateDonateItem,
  updateJourney,
  updateWisher,
} from '../../db/charity-content.ts'
import type { Database } from '../../db/connection.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppDeps, SessionAdmin } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { recordAudit } from '../../services/audit.ts'
import { checkUpload, PUBLIC_IMAGE, publicFileUrl } from '../../services/uploads.ts'

/**
 * Share a Little Comfort in the back office (spec 3 §2.9): wishers, the journey, blogs and donation
 * items. The forms' schemas hold the rules on fields; images are checked by content (413, 415)
 * before any is stored, each under a new name, and file I/O stays outside the write's transaction,
 * which may run twice. Every write is audited inside its transaction, before and after.
 */
export function adminCharityRoutes(deps: AppDeps) {
  const { db, files, clock, config } = deps
  const app = createRouter()

  const audit = (trx: Database, admin: SessionAdmin, entity: AuditEntity, verb: string, entityId: number, before: unknown, after: unknown) =>
    recordAudit(trx, { admin, entity, verb, entityId, before, after, at: clock.now() })

  /** Checks every image, then stores them in order; answers their public addresses. */
  const storeImages = async (images: readonly FormFile[]): Promise<string[]> => {
    const checked = []
    for (const image of images) checked.push(await checkUpload(image, PUBLIC_IMAGE))
    return Promise.all(checked.map(async ({ extension, bytes }) => publicFileUrl(config.apiRoot, await files.save('public', extension, bytes))))
  }

  /** A flip of the active flag, audited as show or hide. */
  const flip = async <T extends { active: boolean }>(
    admin: SessionAdmin,
    entity: AuditEntity,
    id: number,
    read: (trx: Database, id: number) => Promise<T[]>,
    write: (trx: Database, id: number, at: Date) => Promise<boolean>,
    notFound: 'wisherNotFound' | 'blogNotFound' | 'donateItemNotFound',
  ): Promise<T> =>
    inTransaction(db, async (trx) => {
      const [before] = await read(trx, id)
      if (!before || !(await write(trx, id, clock.now()))) throw new ApiError(404, notFound)
      const [after] = await read(trx, id)
      await audit(trx, admin, entity, after!.active ? 'show' : 'hide', id, before, after)
      return after!
    })

  // ---- Wishing tree ----

  app.openapi(contractRoute(charity.fetchAdminWishers), async (c) => c.json({ data: await adminWishers(db) }, 200))

  app.openapi(contractRoute(charity.addWisher), async (c) => {
    const { name, age, wishes, bmWishes, selectedAvatar, goalPoints } = c.req.valid('json')
    const added = await inTransaction(db, async (trx) => {
      const id = await insertWisher(trx, { name, age, avatar: selectedAvatar, wishEn: wishes, wishBm: bmWishes, goalPoints }, clock.now())
      const [after] = await adminWishers(trx, id)
      await audit(trx, c.get('admin'), 'wisher', 'add', id, null, after)
      return after!
    })
    return c.json(added, 201)
  })

  app.openapi(contractRoute(charity.editWisher), async (c) => {
    const { id, name, age, wishes, bmWishes, selectedAvatar, goalPoints } = c.req.valid('json')
    const edited = await inTransaction(db, async (trx) => {
      const [before] = await adminWishers(trx, id)
      if (!before) throw new ApiError(404, 'wisherNotFound')
      const outcome = await updateWisher(trx, id, { name, age, avatar: selectedAvatar, wishEn: wishes, wishBm: bmWishes, goalPoints }, clock.now())
      if (outcome === 'notFound') throw new ApiError(404, 'wisherNotFound')
      if (outcome === 'goalBelowReceived') throw new ApiError(422, 'wisherGoalBelowReceived')
      const [after] = await adminWishers(trx, id)
      await audit(trx, c.get('admin'), 'wisher', 'edit', id, before, after)
      return after!
    })
    return c.json(edited, 200)
  })

  app.openapi(contractRoute(charity.showWisher), async (c) =>
    c.json(await flip(c.get('admin'), 'wisher', c.req.valid('json').id, adminWishers, flipWisherActive, 'wisherNotFound'), 200),
  )

  // ---- Journey ----

  app.openapi(contractRoute(charity.fetchAdminJourney), async (c) => c.json(await adminJourney(db), 200))

  app.openapi(contractRoute(charity.editJourney), async (c) => {
    const { home, children, points, product, description, descriptionBm, progressPoints } = c.req.valid('json')
    const edited = await inTransaction(db, async (trx) => {
      const before = await adminJourney(trx)
      await updateJourney(trx, { homes: home, children, points, products: product, descriptionEn: description, descriptionBm, progressPoints }, clock.now())
      const after = await adminJourney(trx)
      await audit(trx, c.get('admin'), 'journey', 'edit', 1, before, after)
      return after
    })
    return c.json(edited, 200)
  })

  // ---- Blogs ----

  app.openapi(contractRoute(charity.fetchAdminBlogs), async (c) => c.json({ data: await adminBlogs(db) }, 200))

  app.openapi(contractRoute(charity.addBlog), async (c) => {
    const { files: images, title, titleBm, venue, description, descriptionBm } = c.req.valid('form')
    const urls = await storeImages(images)
    const added = await inTransaction(db, async (trx) => {
      const id = await insertBlog(trx, { titleEn: title, titleBm, venue, descriptionEn: description, descriptionBm }, clock.now())
      await replaceBlogImages(trx, id, urls)
      const [after] = await adminBlogs(trx, id)
      await audit(trx, c.get('admin'), 'blog', 'add', id, null, after)
      return after!
    })
    return c.json(added, 201)
  })

  app.openapi(contractRoute(charity.editBlog), async (c) => {
    const { id, images: places, files: images, title, titleBm, venue, description, descriptionBm } = c.req.valid('form')
    // Refused before any file is stored: an unknown blog, or a kept image it does not have.
    const known = async (trx: Database) => {
      const urls = await blogImageUrls(trx, id)
      if (places.some((p) => 'kept' in p && !urls.has(p.kept))) throw new ApiError(422, 'blogImageOrderInvalid')
      return urls
    }
    if ((await adminBlogs(db, id)).length === 0) throw new ApiError(404, 'blogNotFound')
    await known(db)
    const added = await storeImages(images)
    const edited = await inTransaction(db, async (trx) => {
      const [before] = await adminBlogs(trx, id)
      if (!before || !(await updateBlog(trx, id, { titleEn: title, titleBm, venue, descriptionEn: description, descriptionBm }, clock.now()))) {
        throw new ApiError(404, 'blogNotFound')
      }
      // Checked again inside: another admin's edit may have replaced the gallery meanwhile.
      const kept = await known(trx)
      await replaceBlogImages(
        trx,
        id,
        places.map((p) => ('kept' in p ? kept.get(p.kept)! : added[p.added]!)),
      )
      const [after] = await adminBlogs(trx, id)
      await audit(trx, c.get('admin'), 'blog', 'edit', id, before, after)
      return after!
    })
    return c.json(edited, 200)
  })

  app.openapi(contractRoute(charity.showBlog), async (c) => c.json(await flip(c.get('admin'), 'blog', c.req.valid('json').id, adminBlogs, flipBlogActive, 'blogNotFound'), 200))

  // ---- Donation items ----

  app.openapi(contractRoute(charity.fetchAdminDonateItems), async (c) => c.json({ data: await adminDonateItems(db) }, 200))

  app.openapi(contractRoute(charity.addDonateItem), async (c) => {
    const { file, itemId, itemName, bmName, points } = c.req.valid('form')
    const [imageUrl] = await storeImages([file])
    const added = await inTransaction(db, async (trx) => {
      const id = await insertDonateItem(trx, { itemId, nameEn: itemName, nameBm: bmName, points, imageUrl: imageUrl! }, clock.now())
      const [after] = await adminDonateItems(trx, id)
      await audit(trx, c.get('admin'), 'donateItem', 'add', id, null, after)
      return after!
    })
    return c.json(added, 201)
  })

  app.openapi(contractRoute(charity.editDonateItem), async (c) => {
    const { id, file, itemId, itemName, bmName, points } = c.req.valid('form')
    if ((await adminDonateItems(db, id)).length === 0) throw new ApiError(404, 'donateItemNotFound')
    const [imageUrl] = file ? await storeImages([file]) : []
    const edited = await inTransaction(db, async (trx) => {
      const [before] = await adminDonateItems(trx, id)
      const row = { itemId, nameEn: itemName, nameBm: bmName, points, ...(imageUrl && { imageUrl }) }
      if (!before || !(await updateDonateItem(trx, id, row, clock.now()))) throw new ApiError(404, 'donateItemNotFound')
      const [after] = await adminDonateItems(trx, id)
      await audit(trx, c.get('admin'), 'donateItem', 'edit', id, before, after)
      return after!
    })
    return c.json(edited, 200)
  })

  app.openapi(contractRoute(charity.showDonateItem), async (c) =>
    c.json(await flip(c.get('admin'), 'donateItem', c.req.valid('json').id, adminDonateItems, flipDonateItemActive, 'donateItemNotFound'), 200),
  )

  return app
}
