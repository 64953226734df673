import { z } from 'zod'
import { LocalizedTextSchema } from './club.ts'

/** A static page kept as content, such as an FAQ page, in both languages. */
export const ContentPageSchema = z
  .object({ slug: z.string(), title: LocalizedTextSchema, body: LocalizedTextSchema, updatedAt: z.string() })
  .meta({ id: 'ContentPage' })
export type ContentPage = z.output<typeof ContentPageSchema>

export const NOTICE_KINDS = ['maintenance', 'announcement'] as const

/** A notice shown for a window of time: a maintenance window, or an announcement on the dashboard. */
export const NoticeSchema = z
  .object({ id: z.number().int(), kind: z.enum(NOTICE_KINDS), title: LocalizedTextSchema, body: LocalizedTextSchema, startsAt: z.string(), endsAt: z.string() })
  .meta({ id: 'Notice' })
export type Notice = z.output<typeof NoticeSchema>
