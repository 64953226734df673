/** What may be uploaded. The API tells a file's kind from its first bytes, never from its name. */

export const UPLOAD_KINDS = ['png', 'jpeg', 'webp', 'pdf'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

export const IMAGE_KINDS = ['png', 'jpeg', 'webp'] as const satisfies readonly UploadKind[]

/** Content images (brands, items, news); the whole multipart body is capped higher (api/http/body-limit.ts). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export const MEDIA_TYPES: Record<UploadKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
}
