import { describe, expect, it } from 'vitest'
import type { CsvCheck } from './api/check-voucher-csv.ts'
import { canUpload, formatFileSize, isCsvFile, nextFlow, notListed, problemsOf, START, type UploadFlow } from './upload-flow.ts'

const file = new File(['code\r\nAB-123\r\n'], 'codes.csv', { type: 'text/csv' })
const good: CsvCheck = { totalVouchers: 1, csvData: ['AB-123'], problems: [], problemCount: 0 }
const faulty: CsvCheck = { totalVouchers: 1, csvData: ['AB-123'], problems: [{ line: 3, problem: 'duplicateInFile' }], problemCount: 1 }
const run = (...events: Parameters<typeof nextFlow>[1][]) => events.reduce<UploadFlow>(nextFlow, START)

describe('the voucher upload flow', () => {
  it('goes from a chosen file through its check, the confirm and the upload to the import', () => {
    expect(run({ type: 'chosen', file })).toEqual({ step: 'checking', file })
    expect(run({ type: 'chosen', file }, { type: 'checked', check: good })).toEqual({ step: 'checked', file, check: good })
    expect(run({ type: 'chosen', file }, { type: 'checked', check: good }, { type: 'confirmed' })).toEqual({ step: 'uploading', file, check: good, sent: 0 })
    const sending = run({ type: 'chosen', file }, { type: 'checked', check: good }, { type: 'confirmed' }, { type: 'sent', fraction: 0.4 })
    expect(sending).toMatchObject({ step: 'uploading', sent: 0.4 })
    // Progress never goes back; all sent, the server imports.
    expect(nextFlow(sending, { type: 'sent', fraction: 0.2 })).toMatchObject({ sent: 0.4 })
    expect(nextFlow(sending, { type: 'sent', fraction: 1 })).toEqual({ step: 'importing', file, check: good })
  })

  it('offers no upload for a file with lines at fault, or with no codes', () => {
    expect(canUpload(good)).toBe(true)
    expect(canUpload(faulty)).toBe(false)
    expect(canUpload({ ...good, totalVouchers: 0, csvData: [] })).toBe(false)
    expect(run({ type: 'chosen', file }, { type: 'checked', check: faulty }, { type: 'confirmed' })).toEqual({ step: 'checked', file, check: faulty })
  })

  it('starts again on Cancel or a failure, and ignores a check answered after Cancel', () => {
    const checking = run({ type: 'chosen', file })
    expect(nextFlow(checking, { type: 'reset' })).toEqual(START)
    expect(run({ type: 'chosen', file }, { type: 'reset' }, { type: 'checked', check: good })).toEqual(START)
    // One file at a time: another chosen while one is checked is not taken.
    expect(nextFlow(checking, { type: 'chosen', file: new File([''], 'other.csv') })).toBe(checking)
  })

  it('shows the lines of an upload refused for them, with no upload offered; a refusal without lines starts again', () => {
    const importing = run({ type: 'chosen', file }, { type: 'checked', check: good }, { type: 'confirmed' }, { type: 'sent', fraction: 1 })
    const refused = nextFlow(importing, { type: 'refused', problems: [{ line: 2, problem: 'codeExists' }] })
    expect(refused).toEqual({ step: 'checked', file, check: { ...good, problems: [{ line: 2, problem: 'codeExists' }], problemCount: 1 } })
    expect(refused.step === 'checked' && canUpload(refused.check)).toBe(false)
    expect(nextFlow(importing, { type: 'refused', problems: [] })).toEqual(START)
  })

  it('reads the refused lines from the answer’s fields, skipping what it does not know', () => {
    expect(
      problemsOf([
        { path: 'line 12', code: 'codeExists' },
        { path: 'line 3', code: 'duplicateInFile' },
        { path: 'file', code: 'codeExists' },
        { path: 'line 4', code: 'somethingElse' },
      ]),
    ).toEqual([
      { line: 12, problem: 'codeExists' },
      { line: 3, problem: 'duplicateInFile' },
    ])
  })
})

describe('voucher CSV files', () => {
  it('are taken by a .csv name only, in any case', () => {
    expect(isCsvFile({ name: 'codes.csv' })).toBe(true)
    expect(isCsvFile({ name: 'CODES.CSV' })).toBe(true)
    expect(isCsvFile({ name: 'codes.xlsx' })).toBe(false)
    expect(isCsvFile({ name: 'codes.csv.txt' })).toBe(false)
  })

  it('have their size told in B, KB or MB, and the codes beyond those listed counted', () => {
    expect(formatFileSize(900)).toBe('900 B')
    expect(formatFileSize(20_480)).toBe('20.0 KB')
    expect(formatFileSize(1_258_291)).toBe('1.2 MB')
    expect(notListed(100_000, 1_000)).toBe(99_000)
    expect(notListed(12, 12)).toBe(0)
  })
})
