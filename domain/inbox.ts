import { z } from 'zod'
import { TIERS } from './tiers.ts'

/**
 * The club's messages to a member, in their inbox. A message stores its kind and parameters, never
 * rendered text, so it reads in whatever language the member reads now: the web app renders it
 * from its locale texts (`inbox.kinds.<kind>`), the API renders push notifications in the
 * member's language (api/services/inbox-texts.ts). A new kind is one line here, plus its texts.
 */
export const INBOX_MESSAGE_PARAMS = {
  receiptApproved: z.object({ invoiceNo: z.string(), points: z.number().int() }),
  /** `reason`: a REJECTION_REASONS code or the admin's own words. */
  receiptRejected: z.object({ invoiceNo: z.string(), reason: z.string() }),
  /** The e-voucher a milestone of `codes` registered codes earns. */
  milestoneVoucher: z.object({ ringgit: z.number(), codes: z.number().int(), code: z.string() }),
  /** A yearly review moved the tier; `points`: those it counted, earned in the 12 months before it. */
  tierUpgraded: z.object({ tier: z.enum(TIERS), points: z.number().int() }),
  tierDowngraded: z.object({ tier: z.enum(TIERS), points: z.number().int() }),
  /** The membership ends on `endsOn` (`YYYY-MM-DD`, the first day without earning; domain/membership.ts). */
  membershipEnding: z.object({ endsOn: z.iso.date() }),
}

export type InboxKind = keyof typeof INBOX_MESSAGE_PARAMS
export const INBOX_KINDS = Object.keys(INBOX_MESSAGE_PARAMS) as InboxKind[]

export function isInboxKind(value: unknown): value is InboxKind {
  return typeof value === 'string' && Object.hasOwn(INBOX_MESSAGE_PARAMS, value)
}

/** What an event posts to a member's inbox: a kind and its parameters. */
export type InboxPost = { [K in InboxKind]: { kind: K; params: z.infer<(typeof INBOX_MESSAGE_PARAMS)[K]> } }[InboxKind]

const messageOf = (kind: InboxKind) =>
  z.object({ id: z.number().int(), kind: z.literal(kind), params: INBOX_MESSAGE_PARAMS[kind], read: z.boolean(), createdAt: z.string() })

/**
 * A message as the member's inbox lists it: one of the kinds above, documented with its parameters,
 * or a kind newer than the app reading it, which it shows in general words (so an older app still
 * lists the rest).
 */
export const InboxMessageSchema = z
  .union([
    z.discriminatedUnion('kind', INBOX_KINDS.map(messageOf) as unknown as [ReturnType<typeof messageOf>]),
    z.object({ id: z.number().int(), kind: z.string(), params: z.record(z.string(), z.unknown()), read: z.boolean(), createdAt: z.string() }),
  ])
  .meta({ id: 'InboxMessage' })
export type InboxMessage = z.output<typeof InboxMessageSchema>

/** Messages per page of the inbox, and the most one request may ask for. */
export const INBOX_PAGE = 20
export const INBOX_MAX_PAGE = 100

export const InboxUnreadSchema = z.object({ unread: z.number().int().min(0) }).meta({ id: 'InboxUnread' })

export const InboxPageSchema = z
  .object({
    data: z.array(InboxMessageSchema),
    /** Pass as `before` for the next, older page; null when there is none. */
    nextBefore: z.number().int().nullable(),
    unread: z.number().int().min(0),
  })
  .meta({ id: 'InboxPage' })

/** Opening or removing one message. */
export const InboxMessageRefSchema = z.strictObject({ id: z.number().int().positive() })
