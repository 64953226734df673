import { z } from 'zod'
import { AdminContestSchema, ContestAddSchema, ContestEditSchema, ContestShowSchema } from '../contest-form.ts'
import { ContestActivitySchema, REVIEW_PAGE_SIZE, ReviewEntrySchema, ReviewPageSchema, ReviewQuerySchema, ReviewUpdateSchema } from '../contest-review.ts'
import { IMAGE_KINDS, MEDIA_TYPES } from '../uploads.ts'
import { defineRoute, fileAnswer } from './define-route.ts'

/** Contests in the back office (spec 3 §2.9, §2.13, §7 Content and Contest entry review). */

const uploadErrors = { 413: ['fileTooLarge'], 415: ['fileTypeNotAllowed', 'unsupportedMediaType'] } as const
const formErrors = [
  'contestFormRequired',
  'contestDatesOrder',
  'contestPrizeRequired',
  'contestPrizeImageRequired',
  'contestPrizeAmountInvalid',
  'contestStepRequired',
  'contestOptionRequired',
  'contestPointsInvalid',
  'contestEntriesPerPersonInvalid',
  'contestListInvalid',
  'contentBothLanguages',
  'contentTooLong',
] as const

const contests = ['Admin: contests']
const review = ['Admin: contest entry review']

export const fetchAdminContests = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/contest',
  access: 'admin',
  tags: contests,
  summary: 'Every contest, newest start first, shown or hidden, with its steps, prizes, options and entry count',
  responses: { 200: z.object({ data: z.array(AdminContestSchema) }) },
})

export const addContest = defineRoute({
  method: 'post',
  path: '/admin/setting/add/contest',
  access: 'admin',
  tags: contests,
  summary: 'Add a contest: names, descriptions and icons in en and bm, dates, points, entry cap, mechanics, steps, prizes (at least one) and dropdown options',
  form: ContestAddSchema,
  responses: { 201: AdminContestSchema },
  errors: { ...uploadErrors, 422: formErrors },
})

export const editContest = defineRoute({
  method: 'post',
  path: '/admin/setting/edit/contest',
  access: 'admin',
  tags: contests,
  summary: 'Edit a contest with the rules of an add; icons and prize images stay unless replaced; once entries exist its mechanics are fixed',
  form: ContestEditSchema,
  responses: { 200: AdminContestSchema },
  errors: { ...uploadErrors, 404: ['contestAdminNotFound'], 409: ['contestMechanicsLocked', 'contestOptionInUse'], 422: formErrors },
})

export const showContest = defineRoute({
  method: 'post',
  path: '/admin/setting/contest/show',
  access: 'admin',
  tags: contests,
  summary: 'Show or hide a contest to members (flips it)',
  json: ContestShowSchema,
  responses: { 200: AdminContestSchema },
  errors: { 404: ['contestAdminNotFound'] },
})

export const fetchContestActivities = defineRoute({
  method: 'post',
  path: '/admin/report/allActivity',
  access: 'admin',
  tags: review,
  summary: 'The contest selector: every contest, newest start first',
  responses: { 200: z.object({ data: z.array(ContestActivitySchema) }) },
})

export const fetchContestEntries = defineRoute({
  method: 'post',
  path: '/admin/report/activity',
  access: 'admin',
  tags: review,
  summary: `A contest's entries in one status, oldest first, searched by entry id, name, phone or email, ${REVIEW_PAGE_SIZE} a page`,
  json: ReviewQuerySchema,
  responses: { 200: ReviewPageSchema },
  errors: { 404: ['contestAdminNotFound'] },
})

export const updateContestEntry = defineRoute({
  method: 'post',
  path: '/admin/report/updateActivity',
  access: 'admin',
  tags: review,
  summary: 'Move an entry to another status: pending, consolidation (consolation prize) or winner',
  json: ReviewUpdateSchema,
  responses: { 200: ReviewEntrySchema },
  errors: { 404: ['reviewEntryNotFound'], 409: ['reviewStatusUnchanged'] },
})

export const contestEntriesCsv = defineRoute({
  method: 'get',
  path: '/admin/report/activity/csv',
  access: 'admin',
  tags: review,
  summary: 'Every entry of a contest with its status, as scanReport.csv (the name spec 3 §9 gives it)',
  query: z.strictObject({ activityNum: z.coerce.number<string>().int().positive() }),
  responses: { 200: fileAnswer('text/csv', 'The entries, times in Malaysian time') },
  errors: { 404: ['contestAdminNotFound'] },
})

export const fetchContestEntryFile = defineRoute({
  method: 'get',
  path: '/admin/fetch/contest/entry/{id}/{file}',
  access: 'admin',
  tags: review,
  summary: "An entry's screenshot (image) or receipt image, for dev admins only",
  params: z.object({ id: z.coerce.number<string>().int().positive(), file: z.enum(['image', 'receipt']) }),
  responses: { 200: fileAnswer(IMAGE_KINDS.map((kind) => MEDIA_TYPES[kind]), 'The image') },
  errors: { 404: ['reviewEntryNotFound'] },
})
