import { CONTEST_UPLOAD } from '../../../domain/contests.ts'
import { SIGNATURE_BYTES, type UploadProblem, uploadProblem } from '../../../domain/uploads.ts'

export type EntryFileProblem = UploadProblem | 'fileUnreadable'

/** Accepted by the pickers; the content decides (domain/uploads.ts), as on the server. */
export const ENTRY_FILE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg'
export const ENTRY_FILE_MAX_MB = CONTEST_UPLOAD.maxBytes / (1024 * 1024)

/** Checks a chosen image with the API's own rule, and that the browser can draw it (no broken preview, no useless upload). */
export async function checkEntryFile(file: File): Promise<EntryFileProblem | null> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())
  const problem = uploadProblem(file, head, CONTEST_UPLOAD)
  if (problem) return problem
  try {
    const bitmap = await createImageBitmap(file)
    bitmap.close()
    return null
  } catch {
    return 'fileUnreadable'
  }
}
