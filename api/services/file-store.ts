import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

export type FileVisibility = 'public' | 'private'

const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]{2,4}$/
const VISIBILITIES: FileVisibility[] = ['public', 'private']

/**
 * A file written under its final name in a staging folder, so that it becomes visible only when
 * `commit()` moves it (one rename) after the database has committed the row that names it.
 */
export interface StagedFile {
  name: string
  commit(): Promise<void>
  discard(): Promise<void>
}

/**
 * Files under the data directory. Names are made by the server (or fixed by seed data) and checked
 * against a strict pattern, so no request can reach outside these folders. Public files (content
 * images) are served to anyone; private ones (receipts) only through routes that check the owner.
 */
export interface FileStore {
  put(visibility: FileVisibility, name: string, data: Uint8Array | string): Promise<void>
  read(visibility: FileVisibility, name: string): Promise<Buffer | undefined>
  /** Stores an upload under a new random name (uploads never choose their own names); answers the name. */
  save(visibility: FileVisibility, extension: string, data: Uint8Array): Promise<string>
  /** Writes an upload under a new random name into staging, for a row that may or may not commit. */
  stage(visibility: FileVisibility, extension: string, data: Uint8Array): Promise<StagedFile>
  /**
   * After a crash: commits each staged file that `isNamed` finds a committed row for (the crash
   * came between the row and the rename) and removes the rest that were staged more than `graceMs`
   * ago (by the file's own time). Answers how many of each. Another instance sharing the folder
   * may have an upload in flight, so a younger file is left for a later sweep.
   */
  sweepStaged(isNamed: (visibility: FileVisibility, name: string) => Promise<boolean>, graceMs: number): Promise<{ committed: number; removed: number }>
  /** Where a file lives, for streaming large ones (code CSVs) in and out. */
  path(visibility: FileVisibility, name: string): string
}

export function createFileStore(filesDir: string): FileStore {
  const dirs = { public: path.join(filesDir, 'public'), private: path.join(filesDir, 'private') }
  // Beside the folders it moves into: a rename within one file system is atomic.
  const staging = { public: path.join(filesDir, 'staging', 'public'), private: path.join(filesDir, 'staging', 'private') }
  for (const dir of [...Object.values(dirs), ...Object.values(staging)]) mkdirSync(dir, { recursive: true })

  const locate = (visibility: FileVisibility, name: string) => {
    if (!SAFE_NAME.test(name)) return undefined
    return path.join(dirs[visibility], name)
  }

  const put = async (visibility: FileVisibility, name: string, data: Uint8Array | string) => {
    const file = locate(visibility, name)
    if (!file) throw new Error(`Unsafe file name: ${name}`)
    await writeFile(file, data)
  }

  const newName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`
  const commitStaged = (visibility: FileVisibility, name: string) => rename(path.join(staging[visibility], name), path.join(dirs[visibility], name))
  // Another instance may sweep or commit the same file at the same moment: gone already is done.
  const ignoreGone = (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
  }

  return {
    put,
    async save(visibility, extension, data) {
      const name = newName(extension)
      await put(visibility, name, data)
      return name
    },
    async stage(visibility, extension, data) {
      const name = newName(extension)
      const file = path.join(staging[visibility], name)
      await writeFile(file, data)
      // A sweep (this instance's hourly one, or another's) may have moved the file first: then it is in place.
      const commit = () => commitStaged(visibility, name).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT' || !(await stat(path.join(dirs[visibility], name)).catch(() => undefined))) throw error
      })
      return { name, commit, discard: () => rm(file, { force: true }) }
    },
    async sweepStaged(isNamed, graceMs) {
      const stale = async (file: string) => graceMs === 0 || Date.now() - ((await stat(file).catch(() => undefined))?.mtimeMs ?? Date.now()) > graceMs
      const swept = { committed: 0, removed: 0 }
      for (const visibility of VISIBILITIES) {
        for (const name of await readdir(staging[visibility])) {
          const file = path.join(staging[visibility], name)
          if (SAFE_NAME.test(name) && (await isNamed(visibility, name))) {
            await commitStaged(visibility, name).catch(ignoreGone)
            swept.committed++
          } else if (await stale(file)) {
            await rm(file, { force: true, recursive: true })
            swept.removed++
          }
        }
      }
      return swept
    },
    path(visibility, name) {
      const file = locate(visibility, name)
      if (!file) throw new Error(`Unsafe file name: ${name}`)
      return file
    },
    async read(visibility, name) {
      const file = locate(visibility, name)
      if (!file) return undefined
      return readFile(file).catch(() => undefined)
    },
  }
}
