import { z } from 'zod'

/** `Idempotency-Key` (DECISIONS): 8-100 of A-Z a-z 0-9 _ -; the same key and body answer the first result. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/

export const IdempotencyKeyHeaderSchema = z.object({ 'idempotency-key': z.string().optional() })
