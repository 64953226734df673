import { z } from 'zod'
import { AdminSampleSchema, SampleBrandSchema, SampleFieldsSchema } from '../sample-catalogue.ts'
import { formFile } from '../uploads.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Admin: sample diapers']

/** A sample's image: PNG, JPEG or WebP, told by its content. */
const image = formFile('itemFieldsRequired').describe('PNG, JPEG or WebP image')
const uploadErrors = { 413: ['fileTooLarge'], 415: ['fileTypeNotAllowed', 'unsupportedMediaType'] } as const
const sampleErrors = { ...uploadErrors, 409: ['sampleSizeTaken'], 422: ['itemFieldsRequired', 'sampleInventoryInvalid', 'sizeNotInBrand'] } as const

/** Add: every field and both images (spec 3 §5). */
const SampleAddForm = SampleFieldsSchema.extend({ file: image, bmFile: image })
/** Edit: the same fields; the images may stay, but one replaced means both (spec 3 §5). */
const SampleEditForm = SampleFieldsSchema.extend({ id: z.coerce.number<string>().int().positive(), file: image.optional(), bmFile: image.optional() })

export const fetchAdminSamples = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/sample',
  access: 'admin',
  tags,
  summary: 'Every sample diaper, shown or hidden, by brand, format and size; with every brand that has sizes, its formats and sizes',
  responses: { 200: z.object({ brands: z.array(SampleBrandSchema), data: z.array(AdminSampleSchema) }) },
})

export const hideSample = defineRoute({
  method: 'post',
  path: '/admin/setting/hide/sample',
  access: 'admin',
  tags,
  summary: 'Show or hide a sample diaper to members (flips it)',
  json: z.strictObject({ id: z.number().int().positive() }),
  responses: { 200: z.object({ id: z.number().int(), active: z.boolean() }) },
  errors: { 404: ['sampleNotFound'] },
})

export const addSample = defineRoute({
  method: 'post',
  path: '/admin/setting/diaper/add',
  access: 'admin',
  tags,
  summary: 'Add a sample diaper for a size of a brand’s format: every field and both images; one sample a size',
  form: SampleAddForm,
  responses: { 201: AdminSampleSchema },
  errors: sampleErrors,
})

export const editSample = defineRoute({
  method: 'post',
  path: '/admin/setting/diaper/edit',
  access: 'admin',
  tags,
  summary: 'Edit a sample diaper; its inventory may not drop below what was redeemed, and a new image means both',
  form: SampleEditForm,
  responses: { 200: AdminSampleSchema },
  errors: { ...sampleErrors, 404: ['sampleNotFound'], 422: [...sampleErrors[422], 'inventoryBelowRedeemed', 'bothImagesRequired'] },
})
