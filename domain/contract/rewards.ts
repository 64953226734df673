import { z } from 'zod'
import { LocalizedTextSchema } from '../club.ts'
import { POINT_HISTORY_MAX_PAGE, POINT_HISTORY_PAGE, POINT_RECORD_KINDS, PointHistoryPageSchema } from '../point-records.ts'
import { QuestGroupSchema } from '../quests.ts'
import { RewardItemSchema } from '../reward-item.ts'
import { defineRoute } from './define-route.ts'

/** The spec has members send their own id; who asks comes from the token, so it may only repeat it. */
export const OwnIdSchema = z.strictObject({ id: z.string().optional() })

export const fetchPointRecords = defineRoute({
  method: 'get',
  path: '/user/points/fetch',
  access: 'member',
  tags: ['Points'],
  summary: "The member's point records, newest first, a page at a time: all, earned (0 or more) or used (negative)",
  query: z.object({
    kind: z.enum(POINT_RECORD_KINDS).optional(),
    /** The `nextBefore` of the previous page. */
    before: z.coerce.number<string>().int().positive().optional(),
    limit: z.coerce.number<string>().int().min(1).max(POINT_HISTORY_MAX_PAGE).default(POINT_HISTORY_PAGE),
  }),
  responses: { 200: PointHistoryPageSchema },
})

export const fetchQuests = defineRoute({
  method: 'post',
  path: '/quest/fetch',
  access: 'member',
  tags: ['Quests'],
  summary: "Quest groups, each quest with what it earns (derived from the rules that credit it) and marked done from the member's own activity",
  json: OwnIdSchema,
  responses: { 200: z.object({ data: z.array(QuestGroupSchema) }) },
})

export const PointChartSchema = z
  .object({
    skus: z.array(z.object({ id: z.number().int(), name: LocalizedTextSchema, brand: z.string().nullable(), pointsPerUnit: z.number().int() })),
    doublePointDays: z.array(z.number().int()),
  })
  .meta({ id: 'PointChart' })
export type PointChart = z.output<typeof PointChartSchema>

export const fetchPointChart = defineRoute({
  method: 'get',
  path: '/pointchart',
  access: 'public',
  tags: ['Content'],
  summary: 'The product point chart: points per unit of each active product on a receipt, by brand and name',
  responses: { 200: PointChartSchema },
})

export const fetchRewardHighlights = defineRoute({
  method: 'get',
  path: '/rewards/highlights/fetch',
  access: 'member',
  tags: ['Dashboard'],
  summary: 'Six random active rewards that are in stock, for the dashboard',
  responses: { 200: z.object({ data: z.array(RewardItemSchema) }) },
})

export const acknowledgeSso = defineRoute({
  method: 'post',
  path: '/user/ssoPopup',
  access: 'member',
  tags: ['Dashboard'],
  summary: 'The member has read the single-sign-on notice: it is not shown again',
  json: OwnIdSchema,
  responses: { 204: null },
})
