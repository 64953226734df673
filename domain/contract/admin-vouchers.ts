import { z } from 'zod'
import { formFile } from '../uploads.ts'
import { AdminVoucherSchema, AdminVoucherTypeSchema, CsvProblemSchema, VoucherBatchSchema, VoucherTypeFieldsSchema } from '../vouchers.ts'
import { defineRoute, fileAnswer } from './define-route.ts'

const tags = ['Admin: e-vouchers']
const csvFile = formFile('voucherCsvEmpty').describe('A CSV with one column, code (UTF-8, a BOM and CRLF accepted)')
const csvErrors = { 413: ['fileTooLarge', 'voucherCsvTooLarge'], 415: ['fileTypeNotAllowed', 'unsupportedMediaType'], 422: ['voucherCsvEmpty', 'voucherCsvColumns'] } as const

export const fetchVoucherTypes = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/voucher',
  access: 'admin',
  tags,
  summary: 'Every voucher type, newest first, with its batches and codes counted: total, available, redeemed, used',
  responses: { 200: z.object({ data: z.array(AdminVoucherTypeSchema) }) },
})

export const hideVoucherType = defineRoute({
  method: 'post',
  path: '/admin/setting/hide/voucher',
  access: 'admin',
  tags,
  summary: 'Show or hide a voucher type in the shop (flips it)',
  json: z.strictObject({ id: z.number().int().positive() }),
  responses: { 200: z.object({ id: z.number().int(), active: z.boolean() }) },
  errors: { 404: ['voucherTypeNotFound'] },
})

export const addVoucherType = defineRoute({
  method: 'post',
  path: '/admin/setting/voucherType/add',
  access: 'admin',
  tags,
  summary: 'Add a voucher type: item id, name, value in RM (two decimals), points and image are all required',
  form: VoucherTypeFieldsSchema.extend({ file: formFile('fillAllFields').describe('PNG, JPEG or WebP image') }),
  responses: { 201: AdminVoucherTypeSchema },
  errors: { 413: ['fileTooLarge'], 415: ['fileTypeNotAllowed', 'unsupportedMediaType'], 422: ['fillAllFields', 'voucherValueInvalid', 'voucherPointsInvalid'] },
})

export const fetchVoucherBatches = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/voucher/batch/details',
  access: 'admin',
  tags,
  summary: "A voucher type and its uploaded batches, newest first, each with its codes counted",
  query: z.object({ id: z.coerce.number<string>().int().positive() }),
  responses: { 200: z.object({ type: AdminVoucherTypeSchema, data: z.array(VoucherBatchSchema) }) },
  errors: { 404: ['voucherTypeNotFound'] },
})

/** How many codes the check lists back for the confirm modal; the total counts them all. */
export const CHECK_LISTED_CODES = 1_000

export const checkVoucherCsv = defineRoute({
  method: 'post',
  path: '/admin/fetch/dashboard/voucher/upload/check',
  access: 'admin',
  tags,
  summary: 'Read a voucher CSV without importing it: its codes (the first 1,000 listed), and each line that could not be imported',
  form: z.object({ file: csvFile }),
  responses: {
    200: z.object({
      totalVouchers: z.number().int(),
      csvData: z.array(z.string()),
      problems: z.array(CsvProblemSchema).describe('At most 50 lines; problemCount counts them all'),
      problemCount: z.number().int(),
    }),
  },
  errors: csvErrors,
})

export const uploadVouchers = defineRoute({
  method: 'post',
  path: '/admin/setting/voucher/upload',
  access: 'admin',
  tags,
  summary: 'Import a voucher CSV into a type as one batch: all of its codes or, when any line is at fault, none',
  form: z.object({ file: csvFile, id: z.coerce.number<string>().int().positive() }),
  responses: { 201: VoucherBatchSchema },
  errors: { ...csvErrors, 404: ['voucherTypeNotFound'], 409: ['milestoneVoucherType'], 422: [...csvErrors[422], 'voucherCsvInvalid'] },
})

export const fetchBatchVouchers = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/voucher/details',
  access: 'admin',
  tags,
  summary: "A batch's codes with their status and holder (name, number, email), in upload order",
  query: z.object({ id: z.coerce.number<string>().int().positive() }),
  responses: { 200: z.object({ data: z.array(AdminVoucherSchema) }) },
  errors: { 404: ['notFound'] },
})

export const voucherCsvTemplate = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/voucher/template',
  access: 'admin',
  tags,
  summary: 'The voucher CSV template: a header, code, and two sample lines',
  responses: { 200: fileAnswer('text/csv', 'voucherTemplate.csv') },
})
