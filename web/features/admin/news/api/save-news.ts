import * as contract from '../../../../../domain/contract/admin-content.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** What the news form sends, under the spec's payload names (spec 3 §3); images only when chosen. */
export interface NewsSubmission {
  link: string
  title: string
  bmTitle: string
  description: string
  bmDescription: string
  showingTo: string[]
  file: File | null
  bmFile: File | null
}

// Refusals are shown by the form, beside the field they are about where there is one.
const quiet = { showError: false }

const textsOf = ({ file: _, bmFile: __, showingTo, ...texts }: NewsSubmission) => ({ ...texts, showingTo: showingTo.join(',') })

export const addNews = (n: NewsSubmission) => callApi(contract.addNews, { form: { ...textsOf(n), file: n.file!, bmFile: n.bmFile! } }, quiet)

/** Saves an edit; the images go only when both were replaced. */
export function editNews(id: number, n: NewsSubmission) {
  const images = n.file && n.bmFile ? { file: n.file, bmFile: n.bmFile } : {}
  return callApi(contract.editNews, { form: { id: String(id), ...textsOf(n), ...images } }, quiet)
}
