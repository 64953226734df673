import { BUSINESS_TIME_ZONE } from '../../domain/business-time.ts'

// Dates read day-month-year (en-GB) in Malaysian time, whatever the phone's settings.
const date = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
const dateTime = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
const number = new Intl.NumberFormat('en-MY')

export const formatDate = (iso: string) => date.format(new Date(iso))
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))
export const formatNumber = (n: number) => number.format(n)
