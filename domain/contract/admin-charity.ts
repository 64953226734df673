import { z } from 'zod'
import {
  AdminBlogSchema,
  AdminDonateItemSchema,
  AdminJourneySchema,
  AdminWisherSchema,
  BlogAddSchema,
  BlogEditSchema,
  DonateItemAddSchema,
  DonateItemEditSchema,
  JourneyEditSchema,
  ShowSchema,
  WisherAddSchema,
  WisherEditSchema,
} from '../charity-content.ts'
import { defineRoute } from './define-route.ts'

/** Share a Little Comfort in the back office (spec 3 §2.9, §5, §7): wishing tree, journey, blogs, donation items. */

const uploadErrors = { 413: ['fileTooLarge'], 415: ['fileTypeNotAllowed', 'unsupportedMediaType'] } as const
const wisherErrors = ['contentFieldsRequired', 'charityEmptyField', 'contentTooLong', 'wisherAgeInvalid', 'wisherAvatarInvalid', 'wisherGoalInvalid'] as const
const blogErrors = ['contentFieldsRequired', 'charityEmptyField', 'contentTooLong', 'blogImagesRequired', 'blogTooManyImages', 'blogImageOrderInvalid'] as const
const donateErrors = ['itemFieldsRequired', 'itemPointsInvalid', 'contentTooLong'] as const

const wishingTree = ['Admin: wishing tree']

export const fetchAdminWishers = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/wishingtree',
  access: 'admin',
  tags: wishingTree,
  summary: 'Every wisher, newest first, shown or hidden, with the points received toward its goal',
  responses: { 200: z.object({ data: z.array(AdminWisherSchema) }) },
})

export const addWisher = defineRoute({
  method: 'post',
  path: '/admin/setting/wishingtree/add',
  access: 'admin',
  tags: wishingTree,
  summary: 'Add a wisher: name, age, the wish in en and bm, one of the six avatars, and a goal in points (10,000 unless given)',
  json: WisherAddSchema,
  responses: { 201: AdminWisherSchema },
  errors: { 422: wisherErrors },
})

export const editWisher = defineRoute({
  method: 'post',
  path: '/admin/setting/wishingtree/edit',
  access: 'admin',
  tags: wishingTree,
  summary: 'Edit a wisher: name and wishes always; age, avatar and goal when sent; a goal below what it has received is refused',
  json: WisherEditSchema,
  responses: { 200: AdminWisherSchema },
  errors: { 404: ['wisherNotFound'], 422: [...wisherErrors, 'wisherGoalBelowReceived'] },
})

export const showWisher = defineRoute({
  method: 'post',
  path: '/admin/setting/wishingtree/show',
  access: 'admin',
  tags: wishingTree,
  summary: 'Show or hide a wisher to members (flips it)',
  json: ShowSchema,
  responses: { 200: AdminWisherSchema },
  errors: { 404: ['wisherNotFound'] },
})

const journey = ['Admin: journey']

export const fetchAdminJourney = defineRoute({
  method: 'get',
  path: '/admin/fetch/journey',
  access: 'admin',
  tags: journey,
  summary: "The journey's figures and description as members see them",
  responses: { 200: AdminJourneySchema },
})

export const editJourney = defineRoute({
  method: 'post',
  path: '/admin/setting/journey/edit',
  access: 'admin',
  tags: journey,
  summary: 'Edit the journey: all seven fields, figures whole and never negative',
  json: JourneyEditSchema,
  responses: { 200: AdminJourneySchema },
  errors: { 422: ['charityEmptyField', 'contentTooLong', 'journeyNumberInvalid'] },
})

const blogs = ['Admin: blogs']

export const fetchAdminBlogs = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/blog',
  access: 'admin',
  tags: blogs,
  summary: 'Every blog, newest first, shown or hidden, with its images in order',
  responses: { 200: z.object({ data: z.array(AdminBlogSchema) }) },
})

export const addBlog = defineRoute({
  method: 'post',
  path: '/admin/setting/blog/add',
  access: 'admin',
  tags: blogs,
  summary: 'Add a blog: title and description in en and bm, the venue, and its images (repeated `files`) in order',
  form: BlogAddSchema,
  responses: { 201: AdminBlogSchema },
  errors: { ...uploadErrors, 422: blogErrors },
})

export const editBlog = defineRoute({
  method: 'post',
  path: '/admin/setting/blog/edit',
  access: 'admin',
  tags: blogs,
  summary: 'Edit a blog: its texts, and its gallery as `images` lists it: kept image ids and new files (`new0` is the first `files`) in order',
  form: BlogEditSchema,
  responses: { 200: AdminBlogSchema },
  errors: { ...uploadErrors, 404: ['blogNotFound'], 422: blogErrors },
})

export const showBlog = defineRoute({
  method: 'post',
  path: '/admin/setting/blog/show',
  access: 'admin',
  tags: blogs,
  summary: 'Show or hide a blog to members (flips it)',
  json: ShowSchema,
  responses: { 200: AdminBlogSchema },
  errors: { 404: ['blogNotFound'] },
})

const donate = ['Admin: donation items']

export const fetchAdminDonateItems = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/donate',
  access: 'admin',
  tags: donate,
  summary: 'Every donation item of Share a Little Comfort, newest first, shown or hidden',
  responses: { 200: z.object({ data: z.array(AdminDonateItemSchema) }) },
})

export const addDonateItem = defineRoute({
  method: 'post',
  path: '/admin/setting/item/donate/add',
  access: 'admin',
  tags: donate,
  summary: 'Add a donation item: article number, name in en and bm, points (1 or more) and its image',
  form: DonateItemAddSchema,
  responses: { 201: AdminDonateItemSchema },
  errors: { ...uploadErrors, 422: donateErrors },
})

export const editDonateItem = defineRoute({
  method: 'post',
  path: '/admin/setting/item/donate/edit',
  access: 'admin',
  tags: donate,
  summary: 'Edit a donation item (DECISIONS: a working edit): the same fields; the image only when replaced',
  form: DonateItemEditSchema,
  responses: { 200: AdminDonateItemSchema },
  errors: { ...uploadErrors, 404: ['donateItemNotFound'], 422: donateErrors },
})

export const showDonateItem = defineRoute({
  method: 'post',
  path: '/admin/setting/item/donate/show',
  access: 'admin',
  tags: donate,
  summary: 'Show or hide a donation item in the shop (flips it)',
  json: ShowSchema,
  responses: { 200: AdminDonateItemSchema },
  errors: { 404: ['donateItemNotFound'] },
})
