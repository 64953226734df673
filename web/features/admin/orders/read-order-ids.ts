import Papa from 'papaparse'

/** Header names (spaces and case aside) of the column that holds order ids: the export's own first. */
const ID_COLUMNS = ['orderid', 'id', 'trackingid', 'order']
const normal = (cell: string) => cell.replace(/[\s_-]/g, '').toLowerCase()

/**
 * The order ids in a CSV, in file order, each once. The file may be the orders export (its
 * `orderId` column is used) or any file with a header naming an id column; without one, the first
 * column holds the ids. Short ids (what members quote) are kept as written, for the page to match.
 */
export function readOrderIds(text: string): string[] {
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data
  const header = rows[0]?.map(normal) ?? []
  const named = ID_COLUMNS.map((name) => header.indexOf(name)).find((at) => at !== -1)
  const column = named ?? 0
  const ids = rows.slice(named === undefined ? 0 : 1).map((row) => (row[column] ?? '').trim().replace(/^'/, ''))
  return [...new Set(ids.filter((id) => id !== ''))]
}
