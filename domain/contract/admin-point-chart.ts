import { AdminPointChartSchema, AdminRetailerSchema, AdminSkuSchema, RetailerAddSchema, RetailerEditSchema, SkuAddSchema, SkuEditSchema } from '../point-chart.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Admin: point chart']

export const fetchAdminPointChart = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/pointchart',
  access: 'admin',
  tags,
  summary: 'Every store and product of the point chart, inactive ones too, and the brands a product may belong to',
  responses: { 200: AdminPointChartSchema },
})

export const addRetailer = defineRoute({
  method: 'post',
  path: '/admin/setting/retailer/add',
  access: 'admin',
  tags,
  summary: 'Add a store; labels are unique whatever their case, and there is one "Others" store at most',
  json: RetailerAddSchema,
  responses: { 201: AdminRetailerSchema },
  errors: { 409: ['retailerExists', 'otherRetailerExists'], 422: ['fillAllInputFields'] },
})

export const editRetailer = defineRoute({
  method: 'post',
  path: '/admin/setting/retailer/edit',
  access: 'admin',
  tags,
  summary: 'Rename a store or turn it on or off; an inactive store leaves the upload form',
  json: RetailerEditSchema,
  responses: { 200: AdminRetailerSchema },
  errors: { 404: ['retailerNotFound'], 409: ['retailerExists'], 422: ['fillAllInputFields'] },
})

export const addSku = defineRoute({
  method: 'post',
  path: '/admin/setting/sku/add',
  access: 'admin',
  tags,
  summary: 'Add a product with its points per unit (1-100,000)',
  json: SkuAddSchema,
  responses: { 201: AdminSkuSchema },
  errors: { 422: ['fillAllInputFields', 'pointsPerUnitInvalid', 'brandNotFound'] },
})

export const editSku = defineRoute({
  method: 'post',
  path: '/admin/setting/sku/edit',
  access: 'admin',
  tags,
  summary: 'Edit a product or turn it on or off; pending receipts are suggested points from the chart as it is when approved',
  json: SkuEditSchema,
  responses: { 200: AdminSkuSchema },
  errors: { 404: ['skuNotFound'], 422: ['fillAllInputFields', 'pointsPerUnitInvalid', 'brandNotFound'] },
})
