import { REPORT_PAGE } from '../../../domain/account-report.ts'
import { BUSINESS_TIME_ZONE_LABEL } from '../../../domain/business-time.ts'
import { allPages, type Page } from '../../db/report-pages.ts'
import { csvStream, type CsvValue } from '../../services/csv.ts'

/** A time column's name in a report's CSV: the file is read in spreadsheets anywhere. */
export const inMalaysianTime = (column: string) => `${column} in ${BUSINESS_TIME_ZONE_LABEL}`

/** One page of a report, and whether there is another (one more row than a page is read to know). */
export async function pageOf<T, C>(read: (p: Page<C>) => Promise<T[]>, before: C | undefined) {
  const rows = await read({ before, limit: REPORT_PAGE + 1 })
  return { data: rows.slice(0, REPORT_PAGE), more: rows.length > REPORT_PAGE }
}

/** A report's whole filtered CSV, read a page at a time as the client takes it (services/csv.ts csvStream). */
export function reportCsv<T, C>(header: string[], read: (p: Page<C>) => Promise<T[]>, cursorOf: (row: T) => C, line: (row: T) => CsvValue[]) {
  return csvStream(
    header,
    (async function* () {
      for await (const page of allPages(read, cursorOf)) yield page.map(line)
    })(),
  )
}
