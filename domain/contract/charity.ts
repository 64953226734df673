import { z } from 'zod'
import { BlogSchema, DonateItemSchema, DonationAmountSchema, JourneySchema, WisherSchema, WishingTreeProgressSchema } from '../charity.ts'
import { NewsItemSchema } from '../news.ts'
import { defineRoute } from './define-route.ts'
import { IdempotencyKeyHeaderSchema } from './idempotency.ts'
import { OwnIdSchema } from './rewards.ts'

const tags = ['Share a Little Comfort']

export const fetchWishes = defineRoute({
  method: 'get',
  path: '/wishes/fetch',
  access: 'public',
  tags,
  summary: 'The shown wishers, oldest first, each with the points received so far and its goal (public: the Wishing Tree pages are)',
  responses: { 200: z.object({ data: z.array(WisherSchema) }) },
})

export const fetchJourney = defineRoute({
  method: 'get',
  path: '/journey/fetch',
  access: 'public',
  tags,
  summary: "The charity's journey statistics, and the Wishing Tree's progress toward its goal computed here: every wisher's received points plus the journey's progress points",
  responses: { 200: z.object({ data: JourneySchema, progress: WishingTreeProgressSchema }) },
})

export const fetchBlogs = defineRoute({
  method: 'get',
  path: '/blog/fetch',
  access: 'public',
  tags,
  summary: 'The shown blogs, newest first, each with its images in order',
  responses: { 200: z.object({ data: z.array(BlogSchema) }) },
})

export const fetchTreeNews = defineRoute({
  method: 'get',
  path: '/wishingtree/news',
  access: 'public',
  tags,
  summary: "The Wishing Tree's news slider: active news meant for everyone, newest first (a visitor need not sign in)",
  responses: { 200: z.object({ data: z.array(NewsItemSchema) }) },
})

export const fetchDonateItems = defineRoute({
  method: 'get',
  path: '/rewards/donate/fetch',
  access: 'member',
  tags,
  summary: "The shop's Share a Little Comfort chip: the shown donation items, newest first",
  responses: { 200: z.object({ data: z.array(DonateItemSchema) }) },
})

/** What a donation answers: what was given and the member's balance after it (spec 2 §4). */
const DonationAnswerSchema = z.object({ donationId: z.number().int(), points: z.number().int(), totalPoints: z.number().int() })

export const redeemDonateItem = defineRoute({
  method: 'post',
  path: '/rewards/donate/redeem',
  access: 'member',
  tags,
  summary: "Donate a donation item's points; replays with the same Idempotency-Key answer the first",
  headers: IdempotencyKeyHeaderSchema,
  json: OwnIdSchema.extend({ donateId: z.number().int().positive() }),
  responses: { 200: DonationAnswerSchema },
  errors: { 404: ['donateItemNotFound'], 409: ['insufficientPoints', 'itemNotAvailable'] },
})

export const donateToWisher = defineRoute({
  method: 'post',
  path: '/rewards/donate/wisher',
  access: 'member',
  tags,
  summary:
    'Donate 100 to 5,000 points (steps of 100) to a wish; an amount above what the wish still needs is refused with that need (stillNeeded); replays with the same Idempotency-Key answer the first',
  headers: IdempotencyKeyHeaderSchema,
  json: OwnIdSchema.extend({ wisherId: z.number().int().positive(), selectedValue: DonationAmountSchema }),
  responses: { 200: DonationAnswerSchema.extend({ wisher: WisherSchema }) },
  errors: { 404: ['wisherNotFound'], 409: ['insufficientPoints', 'donationAboveNeed', 'wishFulfilled'] },
})
