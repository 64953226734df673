import type { Database } from '../db/connection.ts'
import { contestEntryNamesFile } from '../db/contests.ts'
import { receiptNamesFile } from '../db/receipts.ts'
import type { FileStore } from './file-store.ts'

/**
 * How old an uncommitted staged upload must be before a sweep removes it: far longer than any
 * upload takes, so a sweep never removes one that another instance sharing FILES_DIR is storing.
 */
export const STAGED_UPLOAD_GRACE_MS = 10 * 60_000

/**
 * Finishes what a crash left half-stored: a staged file whose row committed is moved into place,
 * one staged more than `graceMs` ago that no row names is removed. Receipts and contest entries
 * stage their uploads. Answers how many files it touched.
 */
export async function sweepStagedUploads(db: Database, files: FileStore, graceMs: number): Promise<{ committed: number; removed: number }> {
  return files.sweepStaged((visibility, name) => (visibility === 'private' ? isPrivateUpload(db, name) : Promise.resolve(false)), graceMs)
}

const isPrivateUpload = async (db: Database, name: string) => (await receiptNamesFile(db, name)) || (await contestEntryNamesFile(db, name))
