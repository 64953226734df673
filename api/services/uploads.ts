import { IMAGE_KINDS, MAX_IMAGE_BYTES, type UploadKind } from '../../domain/uploads.ts'
import { ApiError } from '../http/api-error.ts'
import type { FileStore, FileVisibility } from './file-store.ts'

/** What one kind of upload may be: which kinds, how large, and whether anyone may read it. */
export interface UploadRule {
  kinds: readonly UploadKind[]
  maxBytes: number
  visibility: FileVisibility
}

/** Content images, served to anyone by GET /files/public/{name}. */
export const PUBLIC_IMAGE: UploadRule = { kinds: IMAGE_KINDS, maxBytes: MAX_IMAGE_BYTES, visibility: 'public' }

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

/**
 * Checks an uploaded file against its rule and stores it under a name the server makes.
 * Over the size limit is 413, any other kind 415. Answers the stored name.
 */
export async function saveUpload(files: FileStore, file: File, rule: UploadRule): Promise<string> {
  if (file.size > rule.maxBytes) throw new ApiError(413, 'fileTooLarge')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = detectUploadKind(bytes)
  if (!kind || !rule.kinds.includes(kind)) throw new ApiError(415, 'fileTypeNotAllowed')
  return files.save(rule.visibility, SIGNATURES[kind].extension, bytes)
}

/** The address GET /files/public/{name} serves a public file at. */
export const publicFileUrl = (apiRoot: string, name: string) => `${apiRoot}/files/public/${name}`
