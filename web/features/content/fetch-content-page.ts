import { fetchContentPage as route } from '../../../domain/contract/content.ts'
import { callApi } from '../../lib/call-api.ts'

/** A content page; a missing one is the route's error page, not the error modal. */
export const fetchContentPage = (slug: string) => callApi(route, { params: { slug } }, { showError: false })
