import { z } from 'zod'
import { SampleCatalogSchema } from '../sample-catalogue.ts'
import { SampleRedeemSchema } from '../samples.ts'
import { defineRoute } from './define-route.ts'
import { IdempotencyKeyHeaderSchema } from './idempotency.ts'

const tags = ['Free samples']

export const fetchSampleCatalog = defineRoute({
  method: 'get',
  path: '/sample/catalog/fetch',
  access: 'member',
  tags: ['Samples'],
  summary: 'The samples a member may choose (shown, with stock left) by brand, format and size nb to xxl, and the brands, formats and sizes that have one',
  responses: { 200: SampleCatalogSchema },
})

export const redeemSample = defineRoute({
  method: 'post',
  path: '/sample/redeem',
  access: 'member',
  tags,
  summary:
    "Ask for a free sample, sent to one of the member's Malaysian addresses: one per baby in any 3 months and 4 in 2 years per household, while stock lasts; a refusal names the date it lifts (availableOn)",
  headers: IdempotencyKeyHeaderSchema,
  json: SampleRedeemSchema,
  responses: { 200: z.object({ order: z.object({ id: z.string(), trackingId: z.string() }), trackingId: z.string() }) },
  errors: {
    404: ['addressNotFound'],
    409: ['sampleUnavailable', 'outOfStock', 'sampleTooSoon', 'sampleLimitReached', 'sampleFeedbackFirst'],
    422: ['addressRequired', 'sampleRequired', 'sampleMalaysiaOnly'],
  },
})
