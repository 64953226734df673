/** A household (DECISIONS "Household"): its limits (samples, contest entries) count across all its members. */

/**
 * The key a delivery address counts toward its household by (DECISIONS "Household"): the first line
 * in lower case with its punctuation and spacing folded, and the postcode's digits, so "No. 5, Jalan
 * Mawar" and "no 5 jalan mawar" are one home.
 */
export function householdKey(address: { line1: string; postcode: string }): string {
  const line1 = address.line1
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
  return `${address.postcode.replace(/\D/g, '')}|${line1}`
}
