import { z } from 'zod'
import { LocalizedTextSchema } from './club.ts'

/** A static page kept as content, such as an FAQ page, in both languages. */
export const ContentPageSchema = z
  .object({ slug: z.string(), title: LocalizedTextSchema, body: LocalizedTextSchema, updatedAt: z.string() })
  .meta({ id: 'ContentPage' })
export type ContentPage = z.output<typeof ContentPageSchema>

/**
 * maintenance: shown at sign-in and signup; announcement: on the dashboard; promotion: the free-ticket
 * promotion (DECISIONS "Spec defects": dated texts are content with a start and end, not dates in code).
 */
export const NOTICE_KINDS = ['maintenance', 'announcement', 'promotion'] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

/** A notice shown for a window of time: a maintenance window, or an announcement on the dashboard. */
export const NoticeSchema = z
  .object({ id: z.number().int(), kind: z.enum(NOTICE_KINDS), title: LocalizedTextSchema, body: LocalizedTextSchema, startsAt: z.string(), endsAt: z.string() })
  .meta({ id: 'Notice' })
export type Notice = z.output<typeof NoticeSchema>

export const NOTICE_TITLE_MAX = 120
export const NOTICE_BODY_MAX = 2000

/** Where a notice's window stands at a given instant: members see it only while `showing`. */
export const NOTICE_STATUSES = ['scheduled', 'showing', 'ended'] as const
export type NoticeStatus = (typeof NOTICE_STATUSES)[number]

/** The window is half-open, `startsAt <= at < endsAt`, the same rule the members' query applies. */
export function noticeStatus(notice: Pick<Notice, 'startsAt' | 'endsAt'>, at: Date): NoticeStatus {
  const t = at.getTime()
  if (t < Date.parse(notice.startsAt)) return 'scheduled'
  return t < Date.parse(notice.endsAt) ? 'showing' : 'ended'
}

export const AdminNoticeSchema = NoticeSchema.extend({ status: z.enum(NOTICE_STATUSES), updatedAt: z.string() }).meta({ id: 'AdminNotice' })
export type AdminNotice = z.output<typeof AdminNoticeSchema>

/** Plain text (never HTML, DECISIONS "Back office"), required in both languages: a blank one refuses the whole item. */
const text = (max: number) => z.string().trim().min(1, 'noticeBothLanguages').max(max, 'noticeTooLong')
/** An instant with its offset; the back office sends Malaysian wall time as `YYYY-MM-DDTHH:mm:ss+08:00`. */
const instant = z.iso.datetime({ offset: true, message: 'noticeWindowInvalid' })

const noticeFields = {
  kind: z.enum(NOTICE_KINDS),
  titleEn: text(NOTICE_TITLE_MAX),
  titleBm: text(NOTICE_TITLE_MAX),
  bodyEn: text(NOTICE_BODY_MAX),
  bodyBm: text(NOTICE_BODY_MAX),
  startsAt: instant,
  endsAt: instant,
}
const endsAfterStart = (n: { startsAt: string; endsAt: string }) => Date.parse(n.endsAt) > Date.parse(n.startsAt)
const endAfterStart = [endsAfterStart, { message: 'noticeEndBeforeStart', path: ['endsAt'] }] as [typeof endsAfterStart, { message: string; path: string[] }]

/** A notice as the back office writes it; the end must come after the start. */
export const NoticeFieldsSchema = z.strictObject(noticeFields).refine(...endAfterStart)
export type NoticeFields = z.output<typeof NoticeFieldsSchema>
export const NoticeEditSchema = z.strictObject({ id: z.number().int().positive(), ...noticeFields }).refine(...endAfterStart)
