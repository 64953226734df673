import { z } from 'zod'
import { ScanCreditSchema } from '../scan.ts'
import { IdempotencyKeyHeaderSchema } from './idempotency.ts'
import { defineRoute } from './define-route.ts'

/** A crop of the code box as JPEG, base64: cut at a 1080p camera's resolution, tens of kilobytes. */
export const MAX_CROP_BASE64 = 300_000

const tags = ['Unique codes']

export const scanCode = defineRoute({
  method: 'post',
  path: '/user/scancode',
  access: 'member',
  tags,
  summary: 'Register a unique code; replays with the same Idempotency-Key answer the first result',
  headers: IdempotencyKeyHeaderSchema,
  json: z.strictObject({
    code: z.string().trim().max(40),
    /** The spec sends the member's id too; identity comes from the token, so it must match. */
    id: z.string().optional(),
  }),
  responses: { 200: ScanCreditSchema },
  errors: { 403: ['membershipEnded'], 409: ['codeAlreadyRegistered'], 422: ['codeFormat', 'codeInvalid'] },
})

export const detectCode = defineRoute({
  method: 'post',
  path: '/scan/detect',
  access: 'member',
  tags,
  summary: 'Read a code-box crop with cloud text detection; answers the candidates that pass the check symbol',
  json: z.strictObject({ image: z.base64().max(MAX_CROP_BASE64) }),
  responses: { 200: z.object({ candidates: z.array(z.string()).describe('Valid candidates, best first (maybe none)') }) },
  errors: { 503: ['scanUnavailable'] },
})
