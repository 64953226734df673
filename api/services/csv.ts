/**
 * CSV for spreadsheets. A cell starting with = + - @ (or a tab or return) would run as a formula
 * when opened, so it gets a leading apostrophe (OWASP's advice); quotes, commas and line breaks
 * are quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The headers of a CSV answer that the browser saves as `fileName`. */
export const csvAttachment = (fileName: string) => ({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` })

export function csvRows(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/**
 * CSV written as its rows are read: batch after batch from `batches`, so an export of a million
 * rows never holds them all. The stream pulls the next batch only when the client has taken the last.
 */
export function csvStream<T>(header: string[], batches: AsyncIterable<T[]>, toRow: (item: T) => (string | number | null | undefined)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = batches[Symbol.asyncIterator]()
  let started = false
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(header.map(csvCell).join(',') + '\r\n'))
        return
      }
      const next = await iterator.next()
      if (next.done) return controller.close()
      controller.enqueue(encoder.encode(next.value.map((item) => toRow(item).map(csvCell).join(',') + '\r\n').join('')))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}
