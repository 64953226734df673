import { z } from 'zod'
import {
  AdminMysteryCampaignSchema,
  AdminMysteryDrawSchema,
  AdminMysteryPrizeSchema,
  MysteryCampaignEditSchema,
  MysteryCampaignFieldsSchema,
  mysteryPrizeFields,
  MysteryGrandDrawSchema,
  MysteryWeeklyDrawSchema,
} from '../mystery-box.ts'
import { formFile } from '../uploads.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Admin: mystery box']
const id = z.coerce.number<string>().int().positive()
const campaignErrors = { 422: ['mysteryFieldsRequired', 'mysteryTextTooLong', 'mysteryWindowInvalid', 'mysteryEndBeforeStart', 'mysteryWinnersInvalid'] } as const
const prizeErrors = {
  413: ['fileTooLarge'],
  415: ['fileTypeNotAllowed', 'unsupportedMediaType'],
  422: ['mysteryFieldsRequired', 'mysteryTextTooLong', 'mysteryPointsInvalid', 'mysteryWeightInvalid', 'mysteryStockInvalid', 'mysteryVoucherTypeRequired', 'mysteryVoucherTypeInvalid'],
} as const
const drawErrors = { 404: ['mysteryCampaignNotFound'], 409: ['mysteryDrawPeriodOpen', 'mysteryDrawDone'], 422: ['mysteryDrawNotMonday', 'mysteryDrawOutsideCampaign', 'mysteryDrawNoEntries'] } as const

export const fetchMysteryCampaigns = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/mysterybox',
  access: 'admin',
  tags,
  summary: 'Every mystery-box campaign, the latest start first, with its boxes given and opened counted',
  responses: { 200: z.object({ data: z.array(AdminMysteryCampaignSchema) }) },
})

export const fetchMysteryCampaign = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/mysterybox/detail',
  access: 'admin',
  tags,
  summary: 'One campaign with its prize table (given against stock) and its draws with their seeds and winners',
  query: z.object({ id }),
  responses: { 200: z.object({ campaign: AdminMysteryCampaignSchema, prizes: z.array(AdminMysteryPrizeSchema), draws: z.array(AdminMysteryDrawSchema) }) },
  errors: { 404: ['mysteryCampaignNotFound'] },
})

export const addMysteryCampaign = defineRoute({
  method: 'post',
  path: '/admin/setting/mysterybox/campaign/add',
  access: 'admin',
  tags,
  summary: 'Add a campaign: names in both languages, start and end (instants with their offset), shown or not, the weekly and grand draws\' prizes and winners',
  json: MysteryCampaignFieldsSchema,
  responses: { 201: AdminMysteryCampaignSchema },
  errors: campaignErrors,
})

export const editMysteryCampaign = defineRoute({
  method: 'post',
  path: '/admin/setting/mysterybox/campaign/edit',
  access: 'admin',
  tags,
  summary: 'Edit a campaign: every field, by the same rules as adding one',
  json: MysteryCampaignEditSchema,
  responses: { 200: AdminMysteryCampaignSchema },
  errors: { ...campaignErrors, 404: ['mysteryCampaignNotFound'] },
})

export const addMysteryPrize = defineRoute({
  method: 'post',
  path: '/admin/setting/mysterybox/prize/add',
  access: 'admin',
  tags,
  summary: 'Add a prize to a campaign: points or an uploaded voucher type, names in both languages, an image (checked by content), weight and stock',
  form: z.object({ campaignId: id, ...mysteryPrizeFields, file: formFile('mysteryImageRequired').describe('PNG, JPEG or WebP image') }),
  responses: { 201: AdminMysteryPrizeSchema },
  errors: { ...prizeErrors, 404: ['mysteryCampaignNotFound'] },
})

export const editMysteryPrize = defineRoute({
  method: 'post',
  path: '/admin/setting/mysterybox/prize/edit',
  access: 'admin',
  tags,
  summary: 'Edit a prize: every field; a new image only when one is sent; the stock never below what was given',
  form: z.object({ id, ...mysteryPrizeFields, file: formFile('mysteryImageRequired').optional().describe('PNG, JPEG or WebP image; none keeps the current one') }),
  responses: { 200: AdminMysteryPrizeSchema },
  errors: { ...prizeErrors, 404: ['mysteryPrizeNotFound'], 409: ['mysteryStockBelowGiven'] },
})

export const runWeeklyDraw = defineRoute({
  method: 'post',
  path: '/admin/setting/mysterybox/draw/weekly',
  access: 'admin',
  tags,
  summary: "Draw a campaign's week (Malaysian, from Monday 00:00) once it is over: each box given in it is one entry; the seed is recorded",
  json: MysteryWeeklyDrawSchema,
  responses: { 201: AdminMysteryDrawSchema },
  errors: drawErrors,
})

export const runGrandDraw = defineRoute({
  method: 'post',
  path: '/admin/setting/mysterybox/draw/grand',
  access: 'admin',
  tags,
  summary: "Draw a campaign's grand prize once the campaign is over: each box it gave is one entry; the seed is recorded",
  json: MysteryGrandDrawSchema,
  responses: { 201: AdminMysteryDrawSchema },
  errors: drawErrors,
})

export const rerunMysteryDraw = defineRoute({
  method: 'get',
  path: '/admin/fetch/mysterybox/draw/rerun',
  access: 'admin',
  tags,
  summary: 'Draw a recorded draw again from its seed and its period\'s boxes, changing nothing: the winners it gives and whether they are the recorded ones',
  query: z.object({ id }),
  responses: { 200: z.object({ draw: AdminMysteryDrawSchema, winners: z.array(z.object({ boxId: z.number().int(), memberId: z.number().int() })), same: z.boolean() }) },
  errors: { 404: ['mysteryDrawNotFound'] },
})
