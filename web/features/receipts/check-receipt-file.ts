import { RECEIPT_UPLOAD } from '../../../domain/receipt-rules.ts'
import { detectUploadKind, SIGNATURE_BYTES, type UploadKind, type UploadProblem, uploadProblem } from '../../../domain/uploads.ts'

export type ReceiptFileProblem = UploadProblem | 'fileUnreadable'

export interface ReceiptFile {
  file: File
  kind: UploadKind
}

/**
 * Checks a receipt file as it is chosen, so the member hears at once what the API would refuse: its
 * size, its kind by its first bytes and its name (the API's own rule, domain/uploads.ts), and that
 * a photo can be decoded, so no broken preview is shown and no useless upload is sent.
 */
export async function checkReceiptFile(file: File): Promise<ReceiptFile | { problem: ReceiptFileProblem }> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())
  const problem = uploadProblem(file, head, RECEIPT_UPLOAD)
  if (problem) return { problem }
  const kind = detectUploadKind(head)!
  if (kind !== 'pdf' && !(await decodes(file))) return { problem: 'fileUnreadable' }
  return { file, kind }
}

/** Whether the browser can draw the image: a photo whose bytes were cut or damaged cannot be. */
async function decodes(file: File): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file)
    bitmap.close()
    return true
  } catch {
    return false
  }
}
