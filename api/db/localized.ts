import type { LocalizedText } from '../../domain/club.ts'

/** A row's `{en, bm}` pair from its `<field>En` and `<field>Bm` columns: `localized(sku, 'name')`. */
export function localized<F extends string>(row: { [K in `${F}En` | `${F}Bm`]: string }, field: F): LocalizedText {
  return { en: row[`${field}En`], bm: row[`${field}Bm`] }
}
