import type { MemberBrand } from '../../../../domain/catalogue.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

let loaded: Promise<MemberBrand[]> | undefined

/** Brands with their formats and sizes, loaded once a visit; a failure is forgotten so the next try asks again. */
export function fetchBrands(): Promise<MemberBrand[]> {
  loaded ??= apiCall(() => http.get('user/brands/fetch').json<{ data: MemberBrand[] }>(), { showError: false }).then(
    (answer) => answer.data,
    (error: unknown) => {
      loaded = undefined
      throw error
    },
  )
  return loaded
}
