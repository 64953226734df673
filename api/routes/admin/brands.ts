import { createRoute, z } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { AdminBrandSchema, BrandAssignSchema, BrandEditSchema, BrandTextSchema, FormatAddSchema } from '../../../domain/catalogue.ts'
import { MAX_IMAGE_BYTES } from '../../../domain/uploads.ts'
import { adminBrands, brandNameTaken } from '../../db/brands.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { requireAdmin } from '../../http/auth.ts'
import { createRouter, errorResponse, jsonBody, jsonContent } from '../../http/openapi.ts'
import { PUBLIC_IMAGE, publicFileUrl, saveUpload } from '../../services/uploads.ts'

const Tags = ['Admin brands']

/** An image file; an empty one (what a blank file input sends) counts as missing. */
const imageFile = z
  .custom<File>((v) => v instanceof File && v.size > 0, 'fillAllInputFields')
  .openapi({ type: 'string', format: 'binary', description: 'PNG, JPEG or WebP image' })

const BrandAddForm = BrandTextSchema.extend({ file: imageFile })

/** The edit as multipart, when a new image comes with it: form fields are text. */
const BrandEditForm = BrandTextSchema.extend({
  id: z.coerce.number().int().positive(),
  milestoneCampaign: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  file: imageFile.optional(),
})

const formBody = <T extends z.ZodType>(schema: T) => ({ content: { 'multipart/form-data': { schema } }, required: true })
const isJson = (contentType: string | undefined) => /^application\/([\w.-]+\+)?json/i.test(contentType ?? '')

const uploadErrors = {
  413: errorResponse(`fileTooLarge: the image is over ${MAX_IMAGE_BYTES / 1024 / 1024} MB`),
  415: errorResponse('fileTypeNotAllowed: the image is not PNG, JPEG or WebP'),
}

const routes = {
  list: createRoute({
    method: 'get',
    path: '/admin/fetch/dashboard/brand',
    tags: Tags,
    summary: 'Every brand with its formats and sizes (sizes in the order nb, s, m, l, xl, xxl)',
    security: [{ bearer: [] }],
    responses: { 200: jsonContent(z.object({ data: z.array(AdminBrandSchema) }), 'Brands, oldest first') },
  }),
  add: createRoute({
    method: 'post',
    path: '/admin/setting/brand/add',
    tags: Tags,
    summary: 'Add a brand: name, description and image are all required',
    security: [{ bearer: [] }],
    request: { body: formBody(BrandAddForm) },
    responses: {
      201: jsonContent(AdminBrandSchema, 'The new brand'),
      409: errorResponse('brandExists'),
      422: errorResponse('fillAllInputFields'),
      ...uploadErrors,
    },
  }),
  edit: createRoute({
    method: 'post',
    path: '/admin/setting/brand/edit',
    tags: Tags,
    summary: 'Edit a brand: JSON, or multipart when a new image comes with it',
    security: [{ bearer: [] }],
    // Not `required`: the library then validates whichever of the two types was sent.
    request: { body: { content: { 'application/json': { schema: BrandEditSchema }, 'multipart/form-data': { schema: BrandEditForm } } } },
    responses: {
      200: jsonContent(AdminBrandSchema, 'The brand as saved'),
      404: errorResponse('brandNotFound'),
      409: errorResponse('brandExists'),
      422: errorResponse('fillAllInputFields'),
      ...uploadErrors,
    },
  }),
  formats: createRoute({
    method: 'get',
    path: '/admin/fetch/dashboard/format',
    tags: Tags,
    summary: 'The names of every format, such as pants and tape',
    security: [{ bearer: [] }],
    responses: { 200: jsonContent(z.object({ data: z.array(z.string()) }), 'Format names, in alphabetical order') },
  }),
  addFormat: createRoute({
    method: 'post',
    path: '/admin/setting/format/add',
    tags: Tags,
    summary: 'Add a format; its name is kept lower-case and must be new',
    security: [{ bearer: [] }],
    request: { body: jsonBody(FormatAddSchema) },
    responses: {
      201: jsonContent(z.object({ name: z.string() }), 'The format as saved'),
      409: errorResponse('formatExists'),
      422: errorResponse('formatRequired'),
    },
  }),
  assign: createRoute({
    method: 'post',
    path: '/admin/setting/brand/assign',
    tags: Tags,
    summary: 'Give a brand a format it does not have yet, in one or more sizes',
    security: [{ bearer: [] }],
    request: { body: jsonBody(BrandAssignSchema) },
    responses: {
      200: jsonContent(AdminBrandSchema, 'The brand with its new format'),
      404: errorResponse('brandNotFound'),
      409: errorResponse('formatAlreadyAssigned'),
      422: errorResponse('formatRequired, formatNotFound, sizeRequired or invalidSize'),
    },
  }),
}

/** The edit takes either body type; with neither (no Content-Type) there is nothing to read. */
const bodyRequired: MiddlewareHandler = async (c, next) => {
  if (!c.req.header('content-type')) throw new ApiError(415, 'unsupportedMediaType')
  await next()
}

export function adminBrandRoutes(deps: AppDeps) {
  const { db, files, clock, config } = deps
  const app = createRouter()
  const dev = requireAdmin(deps)

  const brandById = async (id: number) => {
    const [brand] = await adminBrands(db, id)
    if (!brand) throw new ApiError(404, 'brandNotFound')
    return brand
  }
  const storeImage = async (file: File) => publicFileUrl(config.apiRoot, await saveUpload(files, file, PUBLIC_IMAGE))

  app.openapi({ ...routes.list, middleware: [dev] }, async (c) => c.json({ data: await adminBrands(db) }, 200))

  // Names are checked before the image is stored, so a refused brand leaves no file behind.
  app.openapi({ ...routes.add, middleware: [dev] }, async (c) => {
    const { name, description, file } = c.req.valid('form')
    if (await brandNameTaken(db, name)) throw new ApiError(409, 'brandExists')
    const imageUrl = await storeImage(file)
    const now = clock.now().toISOString()
    const { id } = await db
      .insertInto('brands')
      .values({ name, description, imageUrl, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return c.json(await brandById(id), 201)
  })

  app.openapi({ ...routes.edit, middleware: [dev, bodyRequired] }, async (c) => {
    const input = isJson(c.req.header('content-type')) ? c.req.valid('json') : c.req.valid('form')
    await brandById(input.id)
    if (await brandNameTaken(db, input.name, input.id)) throw new ApiError(409, 'brandExists')
    const imageUrl = 'file' in input && input.file instanceof File ? await storeImage(input.file) : undefined
    await db
      .updateTable('brands')
      .set({
        name: input.name,
        description: input.description,
        updatedAt: clock.now().toISOString(),
        ...(imageUrl && { imageUrl }),
        ...(input.milestoneCampaign !== undefined && { milestoneCampaign: input.milestoneCampaign ? 1 : 0 }),
      })
      .where('id', '=', input.id)
      .execute()
    return c.json(await brandById(input.id), 200)
  })

  app.openapi({ ...routes.formats, middleware: [dev] }, async (c) => {
    const rows = await db.selectFrom('formats').select('name').orderBy('name').execute()
    return c.json({ data: rows.map((r) => r.name) }, 200)
  })

  app.openapi({ ...routes.addFormat, middleware: [dev] }, async (c) => {
    const { name } = c.req.valid('json')
    await db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('formats').select('id').where('name', '=', name).executeTakeFirst()
      if (existing) throw new ApiError(409, 'formatExists')
      await trx.insertInto('formats').values({ name }).execute()
    })
    return c.json({ name }, 201)
  })

  app.openapi({ ...routes.assign, middleware: [dev] }, async (c) => {
    const { id, format, size } = c.req.valid('json')
    await db.transaction().execute(async (trx) => {
      const brand = await trx.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst()
      if (!brand) throw new ApiError(404, 'brandNotFound')
      const found = await trx.selectFrom('formats').select('id').where('name', '=', format).executeTakeFirst()
      if (!found) throw new ApiError(422, 'formatNotFound')
      const held = await trx.selectFrom('sizes').select('id').where('brandId', '=', id).where('formatId', '=', found.id).executeTakeFirst()
      if (held) throw new ApiError(409, 'formatAlreadyAssigned')
      await trx
        .insertInto('sizes')
        .values(size.map((name) => ({ brandId: id, formatId: found.id, name })))
        .execute()
      await trx.updateTable('brands').set({ updatedAt: clock.now().toISOString() }).where('id', '=', id).execute()
    })
    return c.json(await brandById(id), 200)
  })

  return app
}
