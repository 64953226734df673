import { z } from 'zod'
import { MysteryEntriesSchema, MysteryEntrySchema, MysteryOpenSchema } from '../mystery-box.ts'
import { defineRoute } from './define-route.ts'
import { IdempotencyKeyHeaderSchema } from './idempotency.ts'

const tags = ['Mystery box']

export const fetchMysteryEntries = defineRoute({
  method: 'get',
  path: '/campaign/entries',
  access: 'member',
  tags,
  summary: "The member's mystery-box history (opened boxes and draw wins, newest first), the boxes still to open and the campaigns running now",
  responses: { 200: MysteryEntriesSchema },
})

export const openMysteryBox = defineRoute({
  method: 'post',
  path: '/campaign/box/open',
  access: 'member',
  tags,
  summary: "Open one of the member's boxes: the server draws a prize with stock left; replays with the same Idempotency-Key answer the first",
  headers: IdempotencyKeyHeaderSchema,
  json: MysteryOpenSchema,
  responses: { 200: z.object({ entry: MysteryEntrySchema, totalPoints: z.number().int() }) },
  errors: { 404: ['mysteryBoxNotFound'], 409: ['mysteryBoxOpened', 'mysteryPrizesGone'] },
})
