import { BUSINESS_TIME_ZONE, formatBusinessDateTime } from '../../domain/business-time.ts'
import { HTML_LANG, type Language } from '../../domain/languages.ts'

// Dates read day-month-year (en-GB) in Malaysian time, whatever the phone's settings.
const date = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
const number = new Intl.NumberFormat('en-MY')

export const formatDate = (iso: string) => date.format(new Date(iso))
/** Times as the API's exports write them too (domain/business-time.ts). */
export const formatDateTime = (iso: string) => formatBusinessDateTime(iso)
export const formatNumber = (n: number) => number.format(n)

// A calendar date (YYYY-MM-DD) is read at midnight UTC and shown in UTC, so no time zone moves its day.
const longDates = Object.fromEntries(
  Object.entries(HTML_LANG).map(([language, tag]) => [language, new Intl.DateTimeFormat(`${tag}-MY`, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })]),
) as Record<Language, Intl.DateTimeFormat>

/** A Malaysian calendar date (YYYY-MM-DD) written out in the member's language: 12 March 2026, 12 Mac 2026. */
export const formatLongDate = (day: string, language: Language) => longDates[language].format(new Date(`${day}T00:00:00Z`))
