import { useLoad } from '../../lib/use-load.ts'
import { fetchBrands } from './api/fetch-brands.ts'

/** The diaper brands a baby's details are chosen from, with loading and failure states. */
export const useBrands = () => useLoad(fetchBrands)
