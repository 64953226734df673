import { z } from 'zod'
import { DateRangeSchema } from '../code-batches.ts'
import { reportPage } from '../account-report.ts'
import { PromoterEditSchema, PromoterFieldsSchema, PromoterOptionSchema, PromoterPageQuerySchema, PromoterRowSchema, PromoterSchema } from '../promoters.ts'
import { defineRoute, fileAnswer } from './define-route.ts'

const tags = ['Admin: promoters']
const formErrors = ['fillAllFieldsInForm', 'contentTooLong', 'promoterCodeFormat', 'accountNumberFormat', 'promoterLinkInvalid'] as const

export const promoterDashboard = defineRoute({
  method: 'post',
  path: '/admin/fetch/dashboard/promoter',
  access: 'admin',
  tags,
  summary: 'Promoters, newest first, 100 a page, each with the members registered through it between two Malaysian dates (inclusive; all time without dates)',
  json: PromoterPageQuerySchema,
  responses: { 200: reportPage(PromoterRowSchema) },
  errors: { 422: ['dateRangeRequired'] },
})

export const promoterOptions = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/promoter',
  access: 'admin',
  tags,
  summary: "Every promoter as a choice for bulk user creation: value is its id, label its name and code, by name",
  responses: { 200: z.object({ data: z.array(PromoterOptionSchema) }) },
})

export const promoterDashboardCsv = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/promoter/csv',
  access: 'admin',
  tags,
  summary: "The promoter dashboard as accountReport.csv (spec 3 §9's name), streamed as it is read",
  query: DateRangeSchema,
  responses: { 200: fileAnswer('text/csv', 'Promoters with their members in the range, times in Malaysian time') },
  errors: { 422: ['dateRangeRequired'] },
})

export const fetchPromoter = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/promoter/detail',
  access: 'admin',
  tags,
  summary: 'One promoter, for its edit form',
  query: z.strictObject({ id: z.coerce.number<string>().int().positive() }),
  responses: { 200: PromoterSchema },
  errors: { 404: ['promoterNotFound'] },
})

export const addPromoter = defineRoute({
  method: 'post',
  path: '/admin/setting/promoter/add',
  access: 'admin',
  tags,
  summary: 'Add a promoter: name and code required, the code no other promoter has (kept in capitals)',
  json: PromoterFieldsSchema,
  responses: { 201: PromoterSchema },
  errors: { 409: ['promoterCodeTaken'], 422: formErrors },
})

export const editPromoter = defineRoute({
  method: 'post',
  path: '/admin/setting/promoter/edit',
  access: 'admin',
  tags,
  summary: "Edit a promoter's fields; its code stays its own",
  json: PromoterEditSchema,
  responses: { 200: PromoterSchema },
  errors: { 404: ['promoterNotFound'], 409: ['promoterCodeTaken'], 422: formErrors },
})
