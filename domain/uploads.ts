import { z } from 'zod'
import type { ErrorCode } from './errors.ts'

/**
 * What may be uploaded. A file's kind is told from its first bytes, never from its name: by the API
 * when it stores a file, and by the web app when the member chooses one, with this one rule.
 */

export const UPLOAD_KINDS = ['png', 'jpeg', 'webp', 'pdf'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

export const IMAGE_KINDS = ['png', 'jpeg', 'webp'] as const satisfies readonly UploadKind[]

/** Content images (brands, items, news); the whole multipart body is capped higher (api/http/body-limit.ts). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** A file of a multipart form, as the browser's and Node's `File` both are: what is read of it. */
export interface FormFile {
  readonly name: string
  readonly size: number
  readonly type: string
  arrayBuffer(): Promise<ArrayBuffer>
}

export function isFormFile(value: unknown): value is FormFile {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value && typeof value.size === 'number'
}

/** A form's file field; an empty file (what a blank file input sends) counts as missing. */
export const formFile = (missing: ErrorCode) => z.custom<FormFile>((v) => isFormFile(v) && v.size > 0, missing).meta({ type: 'string', format: 'binary' })

export const MEDIA_TYPES: Record<UploadKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
}

/** The extension a kind is saved (and later served) under. */
export const EXTENSIONS: Record<UploadKind, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', pdf: 'pdf' }

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0))
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b)

// Each kind by its file signature.
const SIGNATURES: Record<UploadKind, (bytes: Uint8Array) => boolean> = {
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  webp: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  pdf: (b) => startsWith(b, ascii('%PDF-')),
}

/** How many first bytes `detectUploadKind` looks at: a browser reads only these of a chosen file. */
export const SIGNATURE_BYTES = 12

/** The kind of a file by its content; a name or a declared type can say anything. */
export function detectUploadKind(bytes: Uint8Array): UploadKind | undefined {
  return UPLOAD_KINDS.find((kind) => SIGNATURES[kind](bytes))
}

const KIND_BY_EXTENSION: Record<string, UploadKind> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp', pdf: 'pdf' }

/** What one kind of upload may be. */
export interface UploadRule {
  kinds: readonly UploadKind[]
  maxBytes: number
  /** Refuse a file whose name claims another kind than its content (a PNG called .pdf). */
  nameMustMatchContent?: boolean
}

export type UploadProblem = Extract<ErrorCode, 'fileTooLarge' | 'fileTypeNotAllowed'>

/**
 * What is wrong with a file for `rule`, from its name, size and first bytes: too large, or a kind
 * the rule does not take (a text file called .jpg) or, where the rule says so, a name that claims
 * another kind than the content.
 */
export function uploadProblem(file: { name: string; size: number }, head: Uint8Array, rule: UploadRule): UploadProblem | undefined {
  if (file.size > rule.maxBytes) return 'fileTooLarge'
  const kind = detectUploadKind(head)
  const claimed = KIND_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? '']
  const misnamed = rule.nameMustMatchContent && claimed !== undefined && claimed !== kind
  if (!kind || !rule.kinds.includes(kind) || misnamed) return 'fileTypeNotAllowed'
  return undefined
}
