import { BUSINESS_TIME_ZONE, formatBusinessDateTime } from '../../domain/business-time.ts'

// Dates read day-month-year (en-GB) in Malaysian time, whatever the phone's settings.
const date = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
const number = new Intl.NumberFormat('en-MY')

export const formatDate = (iso: string) => date.format(new Date(iso))
/** Times as the API's exports write them too (domain/business-time.ts). */
export const formatDateTime = (iso: string) => formatBusinessDateTime(iso)
export const formatNumber = (n: number) => number.format(n)
