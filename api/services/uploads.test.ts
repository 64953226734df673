import { describe, expect, it } from 'vitest'
import { detectUploadKind } from './uploads.ts'

const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)))

describe('detectUploadKind', () => {
  it('tells PNG, JPEG, WebP and PDF by their first bytes', () => {
    expect(detectUploadKind(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('png')
    expect(detectUploadKind(bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg')
    expect(detectUploadKind(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8L'))).toBe('webp')
    expect(detectUploadKind(bytes('%PDF-1.4\n'))).toBe('pdf')
  })

  it('knows nothing else, nor a cut-off signature', () => {
    expect(detectUploadKind(bytes('GIF89a'))).toBeUndefined()
    expect(detectUploadKind(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeUndefined()
    expect(detectUploadKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined()
    expect(detectUploadKind(bytes([0x89], 'PN'))).toBeUndefined()
    expect(detectUploadKind(new Uint8Array())).toBeUndefined()
  })
})
