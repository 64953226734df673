import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFileStore, type FileStore } from './file-store.ts'

let dir: string
let files: FileStore
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kelab-files-'))
  files = createFileStore(dir)
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('a staged upload', () => {
  it('commits even when a sweep (another instance’s, or the hourly one) moved it into place first', async () => {
    const staged = await files.stage('private', 'jpg', new Uint8Array([1, 2, 3]))
    expect(await files.sweepStaged(async () => true, 0)).toEqual({ committed: 1, removed: 0 })
    await staged.commit()
    expect([...(await readFile(files.path('private', staged.name)))]).toEqual([1, 2, 3])
  })

  it('fails to commit when it is gone and not in place', async () => {
    const staged = await files.stage('private', 'jpg', new Uint8Array([1]))
    await staged.discard()
    await expect(staged.commit()).rejects.toThrow(/ENOENT/)
  })

  it('is left by a sweep until it is older than the grace period, unless a row names it', async () => {
    const young = await files.stage('private', 'jpg', new Uint8Array([1]))
    expect(await files.sweepStaged(async () => false, 60_000)).toEqual({ committed: 0, removed: 0 })
    expect(await files.sweepStaged(async () => false, 0)).toEqual({ committed: 0, removed: 1 })
    await expect(young.commit()).rejects.toThrow(/ENOENT/)
  })
})
