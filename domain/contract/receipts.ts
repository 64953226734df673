import { z } from 'zod'
import { MemberReceiptSchema, RetailerOptionSchema, SkuOptionSchema } from '../receipts.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Receipts']

export const fetchRetailers = defineRoute({
  method: 'post',
  path: '/receipt/retailers',
  access: 'member',
  tags,
  summary: 'Stores for the upload form, by name, with Others last',
  responses: { 200: z.object({ data: z.array(RetailerOptionSchema) }) },
})

export const fetchSkus = defineRoute({
  method: 'post',
  path: '/receipt/skus',
  access: 'member',
  tags,
  summary: 'Products for the upload form, with their points per unit',
  responses: { 200: z.object({ data: z.array(SkuOptionSchema) }) },
})

export const fetchReceiptHistory = defineRoute({
  method: 'get',
  path: '/receipt/history',
  access: 'member',
  tags,
  summary: "The member's receipts, newest first, each pending, approved (with points) or rejected (with the reason)",
  responses: { 200: z.object({ data: z.array(MemberReceiptSchema) }) },
})
