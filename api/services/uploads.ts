import { RECEIPT_UPLOAD } from '../../domain/receipt-rules.ts'
import { detectUploadKind, EXTENSIONS, IMAGE_KINDS, MAX_IMAGE_BYTES, type FormFile, type UploadKind, uploadProblem, type UploadRule } from '../../domain/uploads.ts'
import { ApiError } from '../http/api-error.ts'
import type { FileStore, FileVisibility } from './file-store.ts'

/** A kind of upload: what the domain's rule takes, and whether anyone may read it. */
export interface StoredUploadRule extends UploadRule {
  visibility: FileVisibility
}

/** Content images, served to anyone by GET /files/public/{name}. */
export const PUBLIC_IMAGE: StoredUploadRule = { kinds: IMAGE_KINDS, maxBytes: MAX_IMAGE_BYTES, visibility: 'public' }

/** Receipts: photos or PDFs up to 10 MB, private to their member and the back office. */
export const RECEIPT_FILE: StoredUploadRule = { ...RECEIPT_UPLOAD, visibility: 'private' }

export interface CheckedUpload {
  bytes: Uint8Array
  kind: UploadKind
  extension: string
}

/**
 * Checks an uploaded file against its rule (domain/uploads.ts, the one the web app checks a chosen
 * file with): over the size limit is 413, a kind the rule does not take or a misleading name 415.
 */
export async function checkUpload(file: FormFile, rule: UploadRule): Promise<CheckedUpload> {
  if (file.size > rule.maxBytes) throw new ApiError(413, 'fileTooLarge')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const problem = uploadProblem(file, bytes, rule)
  if (problem) throw new ApiError(problem === 'fileTooLarge' ? 413 : 415, problem)
  // Known here: uploadProblem refuses a file of no kind the rule takes.
  const kind = detectUploadKind(bytes)!
  return { bytes, kind, extension: EXTENSIONS[kind] }
}

/** Checks an uploaded file and stores it under a name the server makes; answers the name. */
export async function saveUpload(files: FileStore, file: FormFile, rule: StoredUploadRule): Promise<string> {
  const { bytes, extension } = await checkUpload(file, rule)
  return files.save(rule.visibility, extension, bytes)
}

/** The address GET /files/public/{name} serves a public file at. */
export const publicFileUrl = (apiRoot: string, name: string) => `${apiRoot}/files/public/${name}`

/** A back-office item's English and Malay images, as stored. */
export interface BilingualImages {
  imageEn: string
  imageBm: string
}

/** Both images of a back-office item checked by content, the English one first (over the limit 413, not an image 415); nothing is stored yet. */
export async function checkBilingualImages(file: FormFile, bmFile: FormFile): Promise<[CheckedUpload, CheckedUpload]> {
  return [await checkUpload(file, PUBLIC_IMAGE), await checkUpload(bmFile, PUBLIC_IMAGE)]
}

/** Stores checked images, each under a new name (so no cache serves an old one); answers their public addresses. */
export async function storeBilingualImages(files: FileStore, apiRoot: string, [en, bm]: [CheckedUpload, CheckedUpload]): Promise<BilingualImages> {
  const store = async ({ extension, bytes }: CheckedUpload) => publicFileUrl(apiRoot, await files.save('public', extension, bytes))
  const [imageEn, imageBm] = await Promise.all([store(en), store(bm)])
  return { imageEn, imageBm }
}
