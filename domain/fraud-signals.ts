import { z } from 'zod'
import { businessDate, daysInRange, shiftDays } from './business-time.ts'
import { CalendarDateSchema } from './calendar-date.ts'
import { ReceiptStatusSchema } from './receipts.ts'

/**
 * Fraud signals (issue 22 item 7, decisions 129 and 130): members and devices whose activity is
 * unusual, each with its evidence. A signal is a lead for a person to look at, never an automatic
 * verdict. Shared by web and API.
 */

/** Refused code submissions by one member within any 60 minutes. The scan route lets a member try 60 a minute, so a guesser passes this in seconds while a member mistyping a smudged code rarely does. */
export const REFUSED_CODES_PER_HOUR = 10
/** Accounts that signed up on, or submitted codes from, one browser (its device cookie) in the range. */
export const ACCOUNTS_PER_DEVICE = 3
/** Networks one batch's codes were credited from in one Malaysian day: a batch ships to a few shops, not across the country in a day. */
export const NETWORKS_PER_BATCH_DAY = 5
/** Receipts with byte-identical images uploaded by different members. */
export const SAME_IMAGE_MEMBERS = 2
/** Receipts with byte-identical images uploaded by one member. */
export const SAME_IMAGE_RECEIPTS_OF_ONE_MEMBER = 3

/** The range the page opens on: the last 7 Malaysian days, today included. */
export const FRAUD_RANGE_DEFAULT_DAYS = 7
/** The longest range one report covers, which bounds its queries (a batch's networks are counted day by day). */
export const FRAUD_RANGE_MAX_DAYS = 31
/** Items of evidence one signal lists (codes, members, networks, receipts); its counts count them all. */
export const EVIDENCE_CAP = 20
/** Signals of one kind one report lists, the strongest first. */
export const SIGNALS_PER_KIND = 100
/** Refused code submissions are kept this long, then purged by the hourly upkeep. */
export const CODE_ATTEMPT_RETENTION_DAYS = 90

/**
 * Why a code submission was refused. The member is told only `codeFormat` or `codeInvalid` (an
 * unknown code and another member's answer alike); the log keeps the reason for the back office.
 */
export const CODE_REFUSAL_REASONS = ['format', 'checkSymbol', 'unknown', 'taken', 'inactive'] as const
export type CodeRefusalReason = (typeof CODE_REFUSAL_REASONS)[number]

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

function ipv4Octets(address: string): number[] | undefined {
  const octets = IPV4.exec(address)?.slice(1).map(Number)
  return octets?.every((o) => o <= 255) ? octets : undefined
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail folded in), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, '')
  const tail = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (tail) {
    const o = ipv4Octets(tail[2]!)
    if (!o) return undefined
    text = `${tail[1]}${((o[0]! << 8) | o[1]!).toString(16)}:${((o[2]! << 8) | o[3]!).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return undefined
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'))
  const head = groupsOf(halves[0]!)
  const rest = halves.length === 2 ? groupsOf(halves[1]!) : []
  const missing = 8 - head.length - rest.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest]
  return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups.map((g) => parseInt(g, 16)) : undefined
}

/**
 * The network a client address belongs to, the "place" of the signals: its /24 for IPv4, its /48
 * for IPv6 (an IPv4 address mapped into IPv6 counts as IPv4). A fair stand-in for where a scan came
 * from without any lookup outside the club; undefined for anything that is not an IP address.
 */
export function networkOf(address: string): string | undefined {
  const v4 = ipv4Octets(address)
  if (v4) return `${v4[0]}.${v4[1]}.${v4[2]}.0/24`
  const g = ipv6Groups(address)
  if (!g) return undefined
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return `${g[6]! >> 8}.${g[6]! & 0xff}.${g[7]! >> 8}.0/24`
  return `${g[0]!.toString(16)}:${g[1]!.toString(16)}:${g[2]!.toString(16)}::/48`
}

/**
 * The busiest 60 minutes of some instants (sorted, ascending): the index where it starts and how
 * many fall in `[start, start + 1 h)`. The first such window when several tie.
 */
export function busiestHour(times: readonly number[]): { start: number; count: number } {
  let best = { start: 0, count: 0 }
  let first = 0
  for (let last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= 3_600_000) first++
    if (last - first + 1 > best.count) best = { start: first, count: last - first + 1 }
  }
  return best
}

/** The report's range: two Malaysian dates (both or neither), the first not after the last, at most 31 days. */
export const FraudRangeSchema = z
  .strictObject({ startDate: CalendarDateSchema.optional(), endDate: CalendarDateSchema.optional() })
  .refine((r) => (r.startDate === undefined) === (r.endDate === undefined), 'dateRangeRequired')
  .refine((r) => !r.startDate || !r.endDate || (r.startDate <= r.endDate && daysInRange(r.startDate, r.endDate) <= FRAUD_RANGE_MAX_DAYS), 'fraudRangeInvalid')
export type FraudRange = z.infer<typeof FraudRangeSchema>

/** The range a request means: the one it names, or the last 7 Malaysian days up to `now`. */
export function fraudRangeOf(range: FraudRange, now: Date): { startDate: string; endDate: string } {
  if (range.startDate && range.endDate) return { startDate: range.startDate, endDate: range.endDate }
  const today = businessDate(now)
  return { startDate: shiftDays(today, 1 - FRAUD_RANGE_DEFAULT_DAYS), endDate: today }
}

/** A member a signal names, for the links to their point report and account. */
const FraudMemberSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() })
export type FraudMember = z.infer<typeof FraudMemberSchema>

export const RefusedCodesSignalSchema = z
  .object({
    member: FraudMemberSchema,
    /** When the busiest 60 minutes began. */
    at: z.string(),
    /** Refusals in those 60 minutes. */
    count: z.number().int(),
    /** Refusals in the whole range. */
    total: z.number().int(),
    /** The codes refused in those 60 minutes, first first (at most EVIDENCE_CAP). */
    codes: z.array(z.object({ code: z.string(), reason: z.enum(CODE_REFUSAL_REASONS), at: z.string(), network: z.string().nullable() })),
    /** Networks those refusals came from. */
    networks: z.array(z.string()),
  })
  .meta({ id: 'RefusedCodesSignal' })

export const SharedDeviceSignalSchema = z
  .object({
    /** A short digest of the device cookie: the cookie itself stays secret, even from the back office. */
    device: z.string(),
    /** The first use in the range. */
    at: z.string(),
    /** Accounts seen on the device in the range. */
    count: z.number().int(),
    /** Those accounts (at most EVIDENCE_CAP), each with how it used the device. */
    members: z.array(FraudMemberSchema.extend({ signedUp: z.boolean(), codes: z.number().int(), refused: z.number().int() })),
  })
  .meta({ id: 'SharedDeviceSignal' })

export const BatchPlacesSignalSchema = z
  .object({
    batchId: z.number().int(),
    brand: z.string(),
    /** The Malaysian day. */
    day: z.string(),
    /** Networks the batch's codes were credited from that day. */
    count: z.number().int(),
    /** Codes of the batch credited that day. */
    scans: z.number().int(),
    /** Those networks with their credits, most first (at most EVIDENCE_CAP). */
    networks: z.array(z.object({ network: z.string(), scans: z.number().int() })),
    /** Members who credited them (at most EVIDENCE_CAP). */
    members: z.array(FraudMemberSchema),
  })
  .meta({ id: 'BatchPlacesSignal' })

export const SameImageSignalSchema = z
  .object({
    /** The first 12 hex digits of the image's SHA-256. */
    digest: z.string(),
    /** The first upload in the range. */
    at: z.string(),
    /** Receipts with this image uploaded in the range. */
    count: z.number().int(),
    /** The receipts, first first (at most EVIDENCE_CAP), by their public id. */
    receipts: z.array(z.object({ id: z.string(), memberId: z.number().int(), status: ReceiptStatusSchema, createdAt: z.string() })),
    /** Their members (at most EVIDENCE_CAP). */
    members: z.array(FraudMemberSchema),
  })
  .meta({ id: 'SameImageSignal' })

export const FraudReportSchema = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    refusedCodes: z.array(RefusedCodesSignalSchema),
    sharedDevices: z.array(SharedDeviceSignalSchema),
    batchPlaces: z.array(BatchPlacesSignalSchema),
    sameImages: z.array(SameImageSignalSchema),
  })
  .meta({ id: 'FraudReport' })
export type FraudReport = z.infer<typeof FraudReportSchema>
export type RefusedCodesSignal = z.infer<typeof RefusedCodesSignalSchema>
export type SharedDeviceSignal = z.infer<typeof SharedDeviceSignalSchema>
export type BatchPlacesSignal = z.infer<typeof BatchPlacesSignalSchema>
export type SameImageSignal = z.infer<typeof SameImageSignalSchema>
