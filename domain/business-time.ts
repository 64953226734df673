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
  const p = Object.fromEntries(dateTimeParts.formatToParts(new Date(at)).map((part) => [part.type, part.value]))
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
}

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
