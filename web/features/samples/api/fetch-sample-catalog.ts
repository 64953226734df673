import { fetchSampleCatalog as route } from '../../../../domain/contract/samples.ts'
import { callApi } from '../../../lib/call-api.ts'

/** The samples a member may choose, with their brands, formats and sizes; a failure is the screen's to show. */
export const fetchSampleCatalog = () => callApi(route, {}, { showError: false })
