import { describe, expect, it } from 'vitest'
import { RECEIPT_MAX_BYTES, RECEIPT_UPLOAD } from './receipt-rules.ts'
import { detectUploadKind, SIGNATURE_BYTES, uploadProblem } from './uploads.ts'

const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))
const PNG = bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13])
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0])
const PDF = bytes('%PDF-1.7\n')

describe('detectUploadKind', () => {
  it('tells PNG, JPEG, WebP and PDF by their first bytes', () => {
    expect(detectUploadKind(PNG)).toBe('png')
    expect(detectUploadKind(bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg')
    expect(detectUploadKind(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8L'))).toBe('webp')
    expect(detectUploadKind(PDF)).toBe('pdf')
  })

  it('knows nothing else, nor a cut-off signature', () => {
    expect(detectUploadKind(bytes('GIF89a'))).toBeUndefined()
    expect(detectUploadKind(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeUndefined()
    expect(detectUploadKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined()
    expect(detectUploadKind(bytes([0x89], 'PN'))).toBeUndefined()
    expect(detectUploadKind(new Uint8Array())).toBeUndefined()
  })

  it('needs no more than the first SIGNATURE_BYTES bytes', () => {
    const webp = bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8L', [0, 0, 0])
    expect(detectUploadKind(webp.slice(0, SIGNATURE_BYTES))).toBe('webp')
  })
})

describe('uploadProblem for receipts', () => {
  const file = (name: string, size = 1000) => ({ name, size })

  it('takes a photo or a PDF whose name agrees, or has no extension', () => {
    expect(uploadProblem(file('receipt.png'), PNG, RECEIPT_UPLOAD)).toBeUndefined()
    expect(uploadProblem(file('IMG_0001.JPG'), JPEG, RECEIPT_UPLOAD)).toBeUndefined()
    expect(uploadProblem(file('receipt.jpeg'), JPEG, RECEIPT_UPLOAD)).toBeUndefined()
    expect(uploadProblem(file('scan.pdf'), PDF, RECEIPT_UPLOAD)).toBeUndefined()
    expect(uploadProblem(file('blob'), PNG, RECEIPT_UPLOAD)).toBeUndefined()
  })

  it('refuses a text file named like a photo, and a photo named like another kind', () => {
    expect(uploadProblem(file('receipt.jpg'), bytes('Dear shop, '), RECEIPT_UPLOAD)).toBe('fileTypeNotAllowed')
    expect(uploadProblem(file('receipt.pdf'), PNG, RECEIPT_UPLOAD)).toBe('fileTypeNotAllowed')
    expect(uploadProblem(file('receipt.webp'), bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8L'), RECEIPT_UPLOAD)).toBe('fileTypeNotAllowed')
  })

  it('refuses a file over 10 MB before looking at it', () => {
    expect(uploadProblem(file('receipt.png', RECEIPT_MAX_BYTES), PNG, RECEIPT_UPLOAD)).toBeUndefined()
    expect(uploadProblem(file('receipt.png', RECEIPT_MAX_BYTES + 1), PNG, RECEIPT_UPLOAD)).toBe('fileTooLarge')
  })
})
