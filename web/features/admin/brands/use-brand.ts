import type { AdminBrand } from '../../../../domain/catalogue.ts'
import type { Loaded } from '../../../lib/use-load.ts'
import { useListRow } from '../ui/use-list-row.ts'
import { fetchBrands } from './api/fetch-brands.ts'

/** One brand by id; an id no brand has goes back to the dashboard, as a missing one does. */
export function useBrand(id: number): { loaded: Loaded<AdminBrand>; reload: () => void } {
  const { loaded, reload } = useListRow(fetchBrands, (brands) => brands.find((b) => b.id === id), '/admin/brand/dashboard')
  return { loaded: loaded.status === 'ready' ? { status: 'ready', data: loaded.data.row } : loaded, reload }
}
