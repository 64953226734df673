import { z } from 'zod'
import { AdminBrandSchema, BrandAssignSchema, BrandEditSchema, BrandTextSchema, FormatAddSchema } from '../catalogue.ts'
import { formFile } from '../uploads.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Admin brands']

/** A brand's image: PNG, JPEG or WebP, told by its content. */
const image = formFile('fillAllInputFields').describe('PNG, JPEG or WebP image')
const uploadErrors = { 413: ['fileTooLarge'], 415: ['fileTypeNotAllowed'] } as const

/** The edit as multipart, when a new image comes with it: form fields are text. */
const BrandEditForm = BrandTextSchema.extend({
  id: z.coerce.number<string>().int().positive(),
  milestoneCampaign: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  file: image.optional(),
})

export const fetchAdminBrands = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/brand',
  access: 'admin',
  tags,
  summary: 'Every brand with its formats and sizes (sizes in the order nb, s, m, l, xl, xxl), oldest first',
  responses: { 200: z.object({ data: z.array(AdminBrandSchema) }) },
})

export const addBrand = defineRoute({
  method: 'post',
  path: '/admin/setting/brand/add',
  access: 'admin',
  tags,
  summary: 'Add a brand: name, description and image are all required',
  form: BrandTextSchema.extend({ file: image }),
  responses: { 201: AdminBrandSchema },
  errors: { 409: ['brandExists'], 422: ['fillAllInputFields'], ...uploadErrors },
})

export const editBrand = defineRoute({
  method: 'post',
  path: '/admin/setting/brand/edit',
  access: 'admin',
  tags,
  summary: 'Edit a brand: JSON, or multipart when a new image comes with it',
  json: BrandEditSchema,
  form: BrandEditForm,
  responses: { 200: AdminBrandSchema },
  errors: { 404: ['brandNotFound'], 409: ['brandExists'], 422: ['fillAllInputFields'], ...uploadErrors, 415: ['fileTypeNotAllowed', 'unsupportedMediaType'] },
})

export const fetchFormats = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/format',
  access: 'admin',
  tags,
  summary: 'The names of every format, such as pants and tape, in alphabetical order',
  responses: { 200: z.object({ data: z.array(z.string()) }) },
})

export const addFormat = defineRoute({
  method: 'post',
  path: '/admin/setting/format/add',
  access: 'admin',
  tags,
  summary: 'Add a format; its name is kept lower-case and must be new',
  json: FormatAddSchema,
  responses: { 201: z.object({ name: z.string() }) },
  errors: { 409: ['formatExists'], 422: ['formatRequired'] },
})

export const assignFormat = defineRoute({
  method: 'post',
  path: '/admin/setting/brand/assign',
  access: 'admin',
  tags,
  summary: 'Give a brand a format it does not have yet, in one or more sizes',
  json: BrandAssignSchema,
  responses: { 200: AdminBrandSchema },
  errors: { 404: ['brandNotFound'], 409: ['formatAlreadyAssigned'], 422: ['formatRequired', 'formatNotFound', 'sizeRequired', 'invalidSize'] },
})
