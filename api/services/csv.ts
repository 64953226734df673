/**
 * CSV for spreadsheets. A cell starting with = + - @ (or a tab or return) would run as a formula
 * when opened, so a text cell gets a leading apostrophe (OWASP's advice); quotes, commas and line breaks
 * are quoted.
 */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value)
  // A number is never a formula: a debit's -20 stays a number the spreadsheet can add up.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The headers of a CSV answer that the browser saves as `fileName`. */
export const csvAttachment = (fileName: string) => ({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` })

export type CsvValue = string | number | null | undefined

/** One line of the file, with its CRLF. */
const csvLine = (row: readonly CsvValue[]) => `${row.map(csvCell).join(',')}\r\n`

export function csvRows(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map(csvLine).join('')
}

/**
 * The same file written as its rows arrive, a batch at a time (a page of a query), so a large
 * export is never held whole. The stream is pulled: the next batch is read only when the client
 * has taken the last one, and a client that goes away stops the reading.
 */
export function csvStream(header: string[], batches: AsyncIterable<CsvValue[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = batches[Symbol.asyncIterator]()
  return new ReadableStream(
    {
      start: (controller) => controller.enqueue(encoder.encode(csvLine(header))),
      async pull(controller) {
        const next = await iterator.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(next.value.map(csvLine).join('')))
      },
      async cancel() {
        await iterator.return?.()
      },
    },
    // Nothing is read ahead: a batch is read when the client asks for more.
    { highWaterMark: 0 },
  )
}
