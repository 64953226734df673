import { IMAGE_KINDS, MAX_IMAGE_BYTES, SIGNATURE_BYTES, type UploadProblem, uploadProblem } from '../../../../domain/uploads.ts'

/** The rule the API stores the back office's public images by (items, vouchers: api/services/uploads.ts PUBLIC_IMAGE). */
const PUBLIC_IMAGE = { kinds: IMAGE_KINDS, maxBytes: MAX_IMAGE_BYTES }

/** What the API would refuse in a chosen image, told at once from its size and first bytes. */
export async function imageProblem(file: File): Promise<UploadProblem | undefined> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())
  return uploadProblem(file, head, PUBLIC_IMAGE)
}
