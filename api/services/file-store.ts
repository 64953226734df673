import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export type FileVisibility = 'public' | 'private'

const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]{2,4}$/

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
  /** Where a file lives, for streaming large ones (code CSVs) in and out. */
  path(visibility: FileVisibility, name: string): string
  /** Removes a file that turned out not to be wanted (an upload refused after it was stored). */
  remove(visibility: FileVisibility, name: string): Promise<void>
}

export function createFileStore(dataDir: string): FileStore {
  const dirs = { public: path.join(dataDir, 'files', 'public'), private: path.join(dataDir, 'files', 'private') }
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true })

  const locate = (visibility: FileVisibility, name: string) => {
    if (!SAFE_NAME.test(name)) return undefined
    return path.join(dirs[visibility], name)
  }

  const put = async (visibility: FileVisibility, name: string, data: Uint8Array | string) => {
    const file = locate(visibility, name)
    if (!file) throw new Error(`Unsafe file name: ${name}`)
    await writeFile(file, data)
  }

  return {
    put,
    async save(visibility, extension, data) {
      const name = `${randomBytes(16).toString('hex')}.${extension}`
      await put(visibility, name, data)
      return name
    },
    async remove(visibility, name) {
      const file = locate(visibility, name)
      if (file) await rm(file, { force: true })
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
