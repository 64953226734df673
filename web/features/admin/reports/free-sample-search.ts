import type { FreeSampleRow } from '../../../../domain/sample-report.ts'

/**
 * Whether a row matches the search box: its member's name, phone or email, its order (full id or
 * the short one members quote) or its brand holds the text, letter case aside. It runs over the rows
 * already loaded for the dates chosen, in the browser, as the other reports' searches do: a report
 * is one range's rows, and the dates are what narrow it on the server.
 */
export function matchesSearch(row: FreeSampleRow, search: string): boolean {
  const needle = search.trim().toLowerCase()
  return !needle || [row.name, row.number, row.email, row.orderId, row.trackingId, row.brand].some((value) => value.toLowerCase().includes(needle))
}
