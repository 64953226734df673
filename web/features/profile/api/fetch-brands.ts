import type { MemberBrand } from '../../../../domain/catalogue.ts'
import { fetchMemberBrands } from '../../../../domain/contract/content.ts'
import { callApi } from '../../../lib/call-api.ts'

let loaded: Promise<MemberBrand[]> | undefined

/** Brands with their formats and sizes, loaded once a visit; a failure is forgotten so the next try asks again. */
export function fetchBrands(): Promise<MemberBrand[]> {
  loaded ??= callApi(fetchMemberBrands, {}, { showError: false }).then(
    (answer) => answer.data,
    (error: unknown) => {
      loaded = undefined
      throw error
    },
  )
  return loaded
}
