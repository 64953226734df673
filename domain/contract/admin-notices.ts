import { z } from 'zod'
import { AdminNoticeSchema, NoticeEditSchema, NoticeFieldsSchema } from '../content.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Admin: notices']
const fieldErrors = { 422: ['noticeBothLanguages', 'noticeTooLong', 'noticeWindowInvalid', 'noticeEndBeforeStart'] } as const

export const fetchAdminNotices = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/notice',
  access: 'admin',
  tags,
  summary: 'Every dated notice (maintenance, announcement, promotion), by kind, the latest start first, each with where its window stands now',
  responses: { 200: z.object({ data: z.array(AdminNoticeSchema) }) },
})

export const addNotice = defineRoute({
  method: 'post',
  path: '/admin/setting/notice/add',
  access: 'admin',
  tags,
  summary: 'Add a notice: title and text in both languages, plain text; a start and an end after it',
  json: NoticeFieldsSchema,
  responses: { 201: AdminNoticeSchema },
  errors: fieldErrors,
})

export const editNotice = defineRoute({
  method: 'post',
  path: '/admin/setting/notice/edit',
  access: 'admin',
  tags,
  summary: 'Edit a notice: every field, by the same rules as adding one',
  json: NoticeEditSchema,
  responses: { 200: AdminNoticeSchema },
  errors: { ...fieldErrors, 404: ['noticeNotFound'] },
})

export const deleteNotice = defineRoute({
  method: 'post',
  path: '/admin/setting/notice/delete',
  access: 'admin',
  tags,
  summary: 'Delete a notice; members stop seeing it at once',
  json: z.strictObject({ id: z.number().int().positive() }),
  responses: { 200: z.object({ id: z.number().int() }) },
  errors: { 404: ['noticeNotFound'] },
})
