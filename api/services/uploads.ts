import { RECEIPT_MAX_BYTES } from '../../domain/receipt-rules.ts'
import { IMAGE_KINDS, MAX_IMAGE_BYTES, type UploadKind } from '../../domain/uploads.ts'
import { ApiError } from '../http/api-error.ts'
import type { FileStore, FileVisibility } from './file-store.ts'

/** What one kind of upload may be: which kinds, how large, and whether anyone may read it. */
export interface UploadRule {
  kinds: readonly UploadKind[]
  maxBytes: number
  visibility: FileVisibility
  /** Refuse a file whose name claims another kind than its content (a PNG called .pdf). */
  nameMustMatchContent?: boolean
}

/** Content images, served to anyone by GET /files/public/{name}. */
export const PUBLIC_IMAGE: UploadRule = { kinds: IMAGE_KINDS, maxBytes: MAX_IMAGE_BYTES, visibility: 'public' }

/** Receipts: photos or PDFs up to 10 MB, private to their member and the back office. */
export const RECEIPT_FILE: UploadRule = { kinds: ['jpeg', 'png', 'pdf'], maxBytes: RECEIPT_MAX_BYTES, visibility: 'private', nameMustMatchContent: true }

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0))
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b)

// Each kind by its file signature, and the extension it is saved (and later served) under.
const SIGNATURES: Record<UploadKind, { extension: string; matches: (bytes: Uint8Array) => boolean }> = {
  png: { extension: 'png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpeg: { extension: 'jpg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  webp: { extension: 'webp', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  pdf: { extension: 'pdf', matches: (b) => startsWith(b, ascii('%PDF-')) },
}

/** The kind of a file by its content; a name or a declared type can say anything. */
export function detectUploadKind(bytes: Uint8Array): UploadKind | undefined {
  return (Object.keys(SIGNATURES) as UploadKind[]).find((kind) => SIGNATURES[kind].matches(bytes))
}

export interface CheckedUpload {
  bytes: Uint8Array
  kind: UploadKind
  extension: string
}

const KIND_BY_EXTENSION: Record<string, UploadKind> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp', pdf: 'pdf' }

/**
 * Checks an uploaded file against its rule: over the size limit is 413; a kind the rule does not
 * take is 415 (a script called .jpg), and, where the rule says so, a file whose name claims
 * another kind than its content.
 */
export async function checkUpload(file: File, rule: UploadRule): Promise<CheckedUpload> {
  if (file.size > rule.maxBytes) throw new ApiError(413, 'fileTooLarge')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = detectUploadKind(bytes)
  const claimed = KIND_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? '']
  const misnamed = rule.nameMustMatchContent && claimed !== undefined && claimed !== kind
  if (!kind || !rule.kinds.includes(kind) || misnamed) throw new ApiError(415, 'fileTypeNotAllowed')
  return { bytes, kind, extension: SIGNATURES[kind].extension }
}

/** Checks an uploaded file and stores it under a name the server makes; answers the name. */
export async function saveUpload(files: FileStore, file: File, rule: UploadRule): Promise<string> {
  const { bytes, extension } = await checkUpload(file, rule)
  return files.save(rule.visibility, extension, bytes)
}

/** The address GET /files/public/{name} serves a public file at. */
export const publicFileUrl = (apiRoot: string, name: string) => `${apiRoot}/files/public/${name}`
