import * as contract from '../../../../../domain/contract/admin-content.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** What the article form sends, under the spec's payload names (spec 3 §3); images only when chosen. */
export interface ArticleSubmission {
  title: string
  titleBM: string
  description: string
  descriptionBM: string
  file: File | null
  bmFile: File | null
}

// Refusals are shown by the form, beside the field they are about where there is one.
const quiet = { showError: false }

/** Every article, shown or hidden, newest first. */
export const fetchAdminArticles = async () => (await callApi(contract.fetchAdminArticles, {})).data

/** Shows a hidden article or hides a shown one; answers it as the server saved it. */
export const flipArticle = (id: number) => callApi(contract.showArticle, { json: { id } })

export const addArticle = ({ file, bmFile, ...texts }: ArticleSubmission) => callApi(contract.addArticle, { form: { ...texts, file: file!, bmFile: bmFile! } }, quiet)

/** Saves an edit; the images go only when both were replaced. */
export function editArticle(id: number, { file, bmFile, ...texts }: ArticleSubmission) {
  const images = file && bmFile ? { file, bmFile } : {}
  return callApi(contract.editArticle, { form: { id: String(id), ...texts, ...images } }, quiet)
}
