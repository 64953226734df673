import * as contract from '../../../../../domain/contract/admin-samples.ts'
import type { SampleFields } from '../../../../../domain/sample-catalogue.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** What the sample form sends: its checked fields, and the images when chosen. */
export type SampleSubmission = SampleFields & { image: File | null; bmImage: File | null }

// Refusals are shown by the form, beside the field they are about where there is one.
const quiet = { showError: false }

/** The form's fields under the spec's names (spec 3 §7), numbers as text as a form carries them. */
const fieldsOf = ({ image: _, bmImage: __, ...s }: SampleSubmission) => ({
  ...s,
  brand: String(s.brand),
  format: String(s.format),
  size: String(s.size),
  inventory: String(s.inventory),
})

/** Adds a sample: both images are required (the form has checked). */
export const addSample = (s: SampleSubmission) => callApi(contract.addSample, { form: { ...fieldsOf(s), file: s.image!, bmFile: s.bmImage! } }, quiet)

/** Saves an edit; the images go only when both were replaced. */
export function editSample(id: number, s: SampleSubmission) {
  const images = s.image && s.bmImage ? { file: s.image, bmFile: s.bmImage } : {}
  return callApi(contract.editSample, { form: { id: String(id), ...fieldsOf(s), ...images } }, quiet)
}
