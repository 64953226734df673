import { type CsvProblem, CsvProblemSchema } from '../../../../domain/vouchers.ts'
import type { CsvCheck } from './api/check-voucher-csv.ts'

/**
 * The voucher upload (spec 3 §4): a CSV is chosen, the server checks it, the confirm dialog shows
 * its codes and total (or the lines at fault, and then no Upload), the file is sent with the type
 * id and imported. Cancel, a failed check and a failed upload go back to the start.
 */
export type UploadFlow =
  | { step: 'idle' }
  | { step: 'checking'; file: File }
  | { step: 'checked'; file: File; check: CsvCheck }
  | { step: 'uploading'; file: File; check: CsvCheck; sent: number }
  /** The whole file is out: the server is importing it. */
  | { step: 'importing'; file: File; check: CsvCheck }

export type UploadEvent =
  | { type: 'chosen'; file: File }
  | { type: 'checked'; check: CsvCheck }
  | { type: 'confirmed' }
  | { type: 'sent'; fraction: number }
  /** The upload was refused for lines of the file (another upload took its codes since the check). */
  | { type: 'refused'; problems: CsvProblem[] }
  | { type: 'reset' }

export const START: UploadFlow = { step: 'idle' }

export function nextFlow(flow: UploadFlow, event: UploadEvent): UploadFlow {
  switch (event.type) {
    case 'reset':
      return START
    case 'chosen':
      return flow.step === 'idle' ? { step: 'checking', file: event.file } : flow
    case 'checked':
      // A check that answers after Cancel is no longer wanted.
      return flow.step === 'checking' ? { step: 'checked', file: flow.file, check: event.check } : flow
    case 'confirmed':
      return flow.step === 'checked' && canUpload(flow.check) ? { step: 'uploading', file: flow.file, check: flow.check, sent: 0 } : flow
    case 'sent':
      if (flow.step !== 'uploading') return flow
      return event.fraction >= 1 ? { step: 'importing', file: flow.file, check: flow.check } : { ...flow, sent: Math.max(flow.sent, event.fraction) }
    case 'refused':
      if (flow.step !== 'uploading' && flow.step !== 'importing') return flow
      // The refusal lists the first lines at fault, not how many there are.
      if (event.problems.length === 0) return START
      return { step: 'checked', file: flow.file, check: { ...flow.check, problems: event.problems, problemCount: event.problems.length } }
  }
}

/** Upload is offered only for a file with codes and no line at fault: the import is all or nothing. */
export const canUpload = (check: CsvCheck) => check.problemCount === 0 && check.totalVouchers > 0

/** How many codes (or lines) there are beyond those listed: "and N more". */
export const notListed = (total: number, listed: number) => Math.max(0, total - listed)

/** Only a .csv is taken (spec 3 §5), as the server decides: by its name. */
export const isCsvFile = (file: { name: string }) => /\.csv$/i.test(file.name)

/** The lines of an upload refused with `voucherCsvInvalid`: its fields are `{path: 'line 12', code}`. */
export function problemsOf(fields: readonly { path: string; code: string }[]): CsvProblem[] {
  return fields.flatMap(({ path, code }) => {
    const line = /^line (\d+)$/.exec(path)?.[1]
    const problem = CsvProblemSchema.safeParse({ line: Number(line), problem: code })
    return line && problem.success ? [problem.data] : []
  })
}

/** A file's size as people read it: bytes, KB or MB (1,024 each), one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
