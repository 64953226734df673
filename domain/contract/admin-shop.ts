import { z } from 'zod'
import { SinceDateFilterSchema, reportPage, sinceDatePageQuery } from '../account-report.ts'
import { CalendarDateSchema } from '../calendar-date.ts'
import {
  AdminOrderSchema,
  AdminShopItemSchema,
  CategoryAddSchema,
  CategorySchema,
  ItemFieldsSchema,
  ORDER_TYPES,
  ORDER_STATUSES,
  OrderAdvanceSchema,
  RedemptionCursorSchema,
  RedemptionRowSchema,
} from '../shop.ts'
import { formFile } from '../uploads.ts'
import { defineRoute, fileAnswer } from './define-route.ts'

/** An item's image: PNG, JPEG or WebP, told by its content. */
const image = formFile('itemFieldsRequired').describe('PNG, JPEG or WebP image')
const uploadErrors = { 413: ['fileTooLarge'], 415: ['fileTypeNotAllowed', 'unsupportedMediaType'] } as const
const itemErrors = { 422: ['itemFieldsRequired', 'itemPointsInvalid', 'categoryNotFound'], ...uploadErrors } as const

/** Add: every field and both images (spec 3 §5). */
const ItemAddForm = ItemFieldsSchema.extend({ file: image, bmFile: image })
/** Edit: the same fields; the images may stay, but one replaced means both (spec 3 §5). */
const ItemEditForm = ItemFieldsSchema.extend({ id: z.coerce.number<string>().int().positive(), file: image.optional(), bmFile: image.optional() })
const editErrors = { ...itemErrors, 404: ['itemNotFound'], 422: [...itemErrors[422], 'inventoryBelowRedeemed', 'bothImagesRequired'] } as const
/** Pregnant offers are outside the shop's categories: their forms have no such field (sent, it is refused). */
const PregnantAddForm = ItemAddForm.omit({ categories: true })
const PregnantEditForm = ItemEditForm.omit({ categories: true })
const pregnantErrors = { ...uploadErrors, 422: ['itemFieldsRequired', 'itemPointsInvalid'] } as const
const pregnantEditErrors = { ...pregnantErrors, 404: ['itemNotFound'], 422: [...pregnantErrors[422], 'inventoryBelowRedeemed', 'bothImagesRequired'] } as const
const HideSchema = z.strictObject({ id: z.number().int().positive() })
const hidden = z.object({ id: z.number().int(), active: z.boolean() })

const items = ['Admin: point shop']

export const fetchAdminItems = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/item',
  access: 'admin',
  tags: items,
  summary: 'Every point-shop item, newest first, shown or hidden, with every category',
  responses: { 200: z.object({ category: z.array(CategorySchema), data: z.array(AdminShopItemSchema) }) },
})

export const addCategory = defineRoute({
  method: 'post',
  path: '/admin/setting/category/add',
  access: 'admin',
  tags: items,
  summary: 'Add a category; its name must be new (letter case aside)',
  json: CategoryAddSchema,
  responses: { 201: CategorySchema },
  errors: { 409: ['categoryExists'], 422: ['itemFieldsRequired'] },
})

export const addItem = defineRoute({
  method: 'post',
  path: '/admin/setting/item/add',
  access: 'admin',
  tags: items,
  summary: 'Add a point-shop item: every field and both images are required',
  form: ItemAddForm,
  responses: { 201: AdminShopItemSchema },
  errors: itemErrors,
})

export const editItem = defineRoute({
  method: 'post',
  path: '/admin/setting/item/edit',
  access: 'admin',
  tags: items,
  summary: 'Edit a point-shop item; inventory may not drop below what was redeemed, and a new image means both',
  form: ItemEditForm,
  responses: { 200: AdminShopItemSchema },
  errors: editErrors,
})

export const hideItem = defineRoute({
  method: 'post',
  path: '/admin/setting/hide/item',
  access: 'admin',
  tags: items,
  summary: 'Show or hide a point-shop item in the shop (flips it)',
  json: HideSchema,
  responses: { 200: hidden },
  errors: { 404: ['itemNotFound'] },
})

const pregnant = ['Admin: pregnant-mum offers']

export const fetchAdminPregnantItems = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/itemPregnant',
  access: 'admin',
  tags: pregnant,
  summary: 'Every pregnant-mum offer, newest first, shown or hidden',
  responses: { 200: z.object({ data: z.array(AdminShopItemSchema) }) },
})

export const addPregnantItem = defineRoute({
  method: 'post',
  path: '/admin/setting/pregnantItem/addPregnant',
  access: 'admin',
  tags: pregnant,
  summary: 'Add a pregnant-mum offer: every field and both images are required',
  form: PregnantAddForm,
  responses: { 201: AdminShopItemSchema },
  errors: pregnantErrors,
})

export const editPregnantItem = defineRoute({
  method: 'post',
  path: '/admin/setting/pregnant/editPregnant',
  access: 'admin',
  tags: pregnant,
  summary: 'Edit a pregnant-mum offer, with the rules of an item edit',
  form: PregnantEditForm,
  responses: { 200: AdminShopItemSchema },
  errors: pregnantEditErrors,
})

export const hidePregnantItem = defineRoute({
  method: 'post',
  path: '/admin/setting/hide/itemPregnant',
  access: 'admin',
  tags: pregnant,
  summary: 'Show or hide a pregnant-mum offer (flips it)',
  json: HideSchema,
  responses: { 200: hidden },
  errors: { 404: ['itemNotFound'] },
})

const orders = ['Admin: orders']

export const OrderFilterSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES).optional(),
  type: z.enum(ORDER_TYPES).optional(),
  /** Malaysian dates, inclusive, on the day the order was placed. */
  startDate: CalendarDateSchema.optional(),
  endDate: CalendarDateSchema.optional(),
})

export const fetchAdminOrders = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/orders',
  access: 'admin',
  tags: orders,
  summary: 'Orders, oldest first, by state, kind and the Malaysian day they were placed; at most 2,000',
  query: OrderFilterSchema,
  responses: { 200: z.object({ data: z.array(AdminOrderSchema), truncated: z.boolean() }) },
})

export const advanceOrders = defineRoute({
  method: 'post',
  path: '/admin/setting/orders/advance',
  access: 'admin',
  tags: orders,
  summary: 'Move orders to their next state; one not in the state before it (or unknown) is left and listed',
  json: OrderAdvanceSchema,
  responses: {
    200: z.object({
      moved: z.array(z.string()),
      skipped: z.array(z.object({ id: z.string(), reason: z.enum(['orderNotFound', 'orderStateChanged']) })),
    }),
  },
  errors: { 422: ['courierRequired'] },
})

export const cancelOrder = defineRoute({
  method: 'post',
  path: '/admin/setting/orders/cancel',
  access: 'admin',
  tags: orders,
  summary: 'Cancel an order before DELIVERING: its points come back by a reversing ledger row and its stock is restored',
  json: z.strictObject({ id: z.string().min(1).max(64) }),
  responses: { 200: AdminOrderSchema },
  errors: { 404: ['orderNotFound'], 409: ['orderNotCancellable'] },
})

export const exportOrdersCsv = defineRoute({
  method: 'get',
  path: '/admin/report/orders/csv',
  access: 'admin',
  tags: orders,
  summary: 'The filtered orders as orders.csv for the warehouse: one line per item, with the delivery address',
  query: OrderFilterSchema,
  responses: { 200: fileAnswer('text/csv', 'Orders, one line per item, times in Malaysian time') },
})

export const redemptionReport = defineRoute({
  method: 'post',
  path: '/admin/report/redemptionv2',
  access: 'admin',
  tags: ['Admin: reports'],
  summary: 'Point-shop redemption report, one row per item, newest first, 100 a page: placed from a Malaysian date on, searched by email or phone',
  json: sinceDatePageQuery(RedemptionCursorSchema),
  responses: { 200: reportPage(RedemptionRowSchema) },
})

export const redemptionReportCsv = defineRoute({
  method: 'get',
  path: '/admin/report/redemptionv2/csv',
  access: 'admin',
  tags: ['Admin: reports'],
  summary: 'The filtered redemption report as pointshopReport.csv, streamed as it is read',
  query: SinceDateFilterSchema,
  responses: { 200: fileAnswer('text/csv', 'The redemption report, times in Malaysian time') },
})
