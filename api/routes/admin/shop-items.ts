import type { AuditEntity } from '../../../domain/audit.ts'
import * as shop from '../../../domain/contract/admin-shop.ts'
import type { AdminShopItem, ItemFields, OrderKind } from '../../../domain/shop.ts'
import type { FormFile } from '../../../domain/uploads.ts'
import {
  adminItems,
  allCategories,
  existingCategories,
  flipItemActive,
  insertCategory,
  insertItem,
  type ItemWrite,
  replaceItemCategories,
  updateItem,
} from '../../db/shop.ts'
import type { Database } from '../../db/connection.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppDeps, SessionAdmin } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { recordAudit } from '../../services/audit.ts'
import { checkBilingualImages, storeBilingualImages } from '../../services/uploads.ts'

/** A form's texts and numbers as the row keeps them; categories travel apart. */
type ItemForm = Omit<ItemFields, 'categories'> & { file?: FormFile; bmFile?: FormFile }

const rowOf = (form: ItemForm): ItemWrite => ({
  itemId: form.itemId,
  nameEn: form.itemName,
  nameBm: form.bmName,
  descriptionEn: form.description,
  descriptionBm: form.bmDescription,
  uom: form.uom,
  itemBrand: form.itemBrand,
  points: form.points,
  inventory: form.inventory,
})

/** How the audit log names each kind of item. */
const AUDITED_KIND = { item: 'shopItem', pregnant: 'pregnantItem' } as const satisfies Record<OrderKind, AuditEntity>

/** Refuses category ids that name no category (422). */
async function requireCategories(db: Database, ids: number[]): Promise<void> {
  const found = await existingCategories(db, ids)
  if (ids.some((id) => !found.has(id))) throw new ApiError(422, 'categoryNotFound')
}

/**
 * Point-shop items, categories and pregnant-mum offers in the back office (spec 3 §2.5, §2.6).
 * Both kinds are rows of reward_items; each route acts only on its own kind, so an id of the other
 * kind is not found. Images are checked by content (413, 415) and, like the categories, before
 * anything is stored, so a refused form leaves no file behind; each write is one transaction, and
 * file I/O stays outside it, as a transaction may run twice.
 */
export function adminShopItemRoutes(deps: AppDeps) {
  const { db, files, clock, config } = deps
  const app = createRouter()

  const itemOf = async (kind: OrderKind, id: number, trx: Database = db): Promise<AdminShopItem> => {
    const [item] = await adminItems(trx, kind, [id])
    if (!item) throw new ApiError(404, 'itemNotFound')
    return item
  }

  /** Add: every field and both images (the form's schema has seen to that), categories that exist. */
  const add = async (admin: SessionAdmin, kind: OrderKind, form: ItemForm & { file: FormFile; bmFile: FormFile }, categories: number[]) => {
    const checked = await checkBilingualImages(form.file, form.bmFile)
    await requireCategories(db, categories)
    const images = await storeBilingualImages(files, config.apiRoot, checked)
    const at = clock.now()
    return inTransaction(db, async (trx) => {
      // Categories are never removed today; checked again here so that the rule does not rest on that.
      await requireCategories(trx, categories)
      const id = await insertItem(trx, kind, { ...rowOf(form), ...images }, at)
      await replaceItemCategories(trx, id, categories)
      const after = await itemOf(kind, id, trx)
      await recordAudit(trx, { admin, entity: AUDITED_KIND[kind], verb: 'add', entityId: id, before: null, after, at })
      return after
    })
  }

  /**
   * Edit: the same fields; images optional, but one replaced means both; inventory never below
   * what was redeemed, checked by the update itself as orders may take stock meanwhile.
   */
  const edit = async (admin: SessionAdmin, kind: OrderKind, id: number, form: ItemForm, categories: number[] | undefined) => {
    const { file, bmFile } = form
    if (Boolean(file) !== Boolean(bmFile)) throw new ApiError(422, 'bothImagesRequired')
    const checked = file && bmFile ? await checkBilingualImages(file, bmFile) : undefined
    await itemOf(kind, id)
    if (categories) await requireCategories(db, categories)
    const images = checked ? await storeBilingualImages(files, config.apiRoot, checked) : {}
    const at = clock.now()
    return inTransaction(db, async (trx) => {
      if (categories) await requireCategories(trx, categories)
      const before = await itemOf(kind, id, trx)
      const outcome = await updateItem(trx, kind, id, { ...rowOf(form), ...images }, at)
      if (outcome === 'notFound') throw new ApiError(404, 'itemNotFound')
      if (outcome === 'belowRedeemed') throw new ApiError(422, 'inventoryBelowRedeemed')
      if (categories) await replaceItemCategories(trx, id, categories)
      const after = await itemOf(kind, id, trx)
      await recordAudit(trx, { admin, entity: AUDITED_KIND[kind], verb: 'edit', entityId: id, before, after, at })
      return after
    })
  }

  const flip = async (admin: SessionAdmin, kind: OrderKind, id: number) => {
    const at = clock.now()
    return inTransaction(db, async (trx) => {
      const flipped = await flipItemActive(trx, kind, id, at)
      if (!flipped) throw new ApiError(404, 'itemNotFound')
      const { active } = flipped
      await recordAudit(trx, { admin, entity: AUDITED_KIND[kind], verb: active ? 'show' : 'hide', entityId: id, before: { active: !active }, after: { active }, at })
      return flipped
    })
  }

  app.openapi(contractRoute(shop.fetchAdminItems), async (c) => {
    const [category, data] = await Promise.all([allCategories(db), adminItems(db, 'item')])
    return c.json({ category, data }, 200)
  })

  app.openapi(contractRoute(shop.addCategory), async (c) => {
    const { name } = c.req.valid('json')
    const at = clock.now()
    const category = await inTransaction(db, async (trx) => {
      const category = await insertCategory(trx, name)
      if (!category) throw new ApiError(409, 'categoryExists')
      await recordAudit(trx, { admin: c.get('admin'), entity: 'shopCategory', verb: 'add', entityId: category.id, before: null, after: category, at })
      return category
    })
    return c.json(category, 201)
  })

  app.openapi(contractRoute(shop.addItem), async (c) => {
    const { categories, ...form } = c.req.valid('form')
    return c.json(await add(c.get('admin'), 'item', form, categories), 201)
  })

  app.openapi(contractRoute(shop.editItem), async (c) => {
    const { id, categories, ...form } = c.req.valid('form')
    return c.json(await edit(c.get('admin'), 'item', id, form, categories), 200)
  })

  app.openapi(contractRoute(shop.hideItem), async (c) => c.json(await flip(c.get('admin'), 'item', c.req.valid('json').id), 200))

  app.openapi(contractRoute(shop.fetchAdminPregnantItems), async (c) => c.json({ data: await adminItems(db, 'pregnant') }, 200))

  app.openapi(contractRoute(shop.addPregnantItem), async (c) => c.json(await add(c.get('admin'), 'pregnant', c.req.valid('form'), []), 201))

  app.openapi(contractRoute(shop.editPregnantItem), async (c) => {
    const { id, ...form } = c.req.valid('form')
    return c.json(await edit(c.get('admin'), 'pregnant', id, form, undefined), 200)
  })

  app.openapi(contractRoute(shop.hidePregnantItem), async (c) => c.json(await flip(c.get('admin'), 'pregnant', c.req.valid('json').id), 200))

  return app
}
