/**
 * Business dates (same-day links, double-point days, tiers, receipt windows) are Malaysian dates,
 * whatever the server's own time zone is.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur'

const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

const dateTimeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * An instant as people read it, in Malaysian time: `dd/mm/yyyy HH:mm`, 24-hour. The one way the
 * club writes times, on screens and in exported files alike, so the two always agree.
 */
export function formatBusinessDateTime(at: string | Date): string {
  const time = new Date(at).getTime()
  // Exports write this for every row (a million in an accounts CSV): arithmetic, not Intl, while
  // Malaysia keeps the one offset it has had since 1982; Intl answers for any other instant.
  if (time < FIXED_OFFSET_SINCE) {
    const p = Object.fromEntries(dateTimeParts.formatToParts(new Date(at)).map((part) => [part.type, part.value]))
    return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
  }
  const local = new Date(time + 8 * 3_600_000).toISOString()
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`
}

/** Malaysia's clocks have been UTC+8 since 1 January 1982 (00:00 local, 16:00 UTC the day before). */
const FIXED_OFFSET_SINCE = Date.parse('1981-12-31T16:00:00Z')

/** Names the time zone of those times where a reader outside Malaysia may meet them (exported files). */
export const BUSINESS_TIME_ZONE_LABEL = 'Malaysia time (UTC+8)'

/** The Malaysian calendar date of an instant, as `YYYY-MM-DD`. */
export function businessDate(at: Date): string {
  const parts = Object.fromEntries(dateParts.formatToParts(at).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** Day of the month (1-31) of an instant in Malaysia. */
export function businessDayOfMonth(at: Date): number {
  return Number(businessDate(at).slice(8, 10))
}

/** The instant the Malaysian calendar month of `at` began (Malaysia keeps UTC+8 all year). */
export function businessMonthStart(at: Date): Date {
  return new Date(`${businessDate(at).slice(0, 7)}-01T00:00:00+08:00`)
}

/** The instant a Malaysian calendar day (`YYYY-MM-DD`) begins. */
export function businessDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`)
}

/**
 * The instants that bound Malaysian days `startDate` to `endDate`, both inclusive: a time `t` is
 * within when `from <= t < to`. Either date may stand alone (then that side is open).
 */
export function businessDaysWithin({ startDate, endDate }: { startDate?: string; endDate?: string }): { from?: string; to?: string } {
  return {
    from: startDate && businessDayStart(startDate).toISOString(),
    to: endDate && businessDayStart(shiftDays(endDate, 1)).toISOString(),
  }
}

/** Whole days from one `YYYY-MM-DD` date to another, both counted (1 for one day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

/** Calendar arithmetic on `YYYY-MM-DD` strings (UTC noon avoids any daylight-saving edge). */
export function shiftDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export function shiftYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  // 29 February becomes 28 February in a year without it.
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate()
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/** The same day `months` later; a day the month lacks becomes its last (31 August + 6 is 28 February). */
export function shiftMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1]
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/** An instant as a `datetime-local` input shows it in Malaysian time (UTC+8 all year): `YYYY-MM-DDTHH:mm`. */
export function businessDateTimeInput(at: string | Date): string {
  return new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 16)
}

/** What a `datetime-local` input in Malaysian time means, as an instant with its offset; '' stays ''. */
export function instantOfBusinessInput(value: string): string {
  return value ? `${value}:00+08:00` : ''
}
