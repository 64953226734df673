// Builds the web app unless web/dist already matches the sources and BASE_PATH it was built from.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const SOURCES = ['web', 'sw', 'domain', 'vite.config.ts', 'package-lock.json']
const STAMP = 'web/dist/.build-stamp'

/** @param {string} entry @returns {Generator<string>} */
function* files(entry) {
  if (statSync(entry).isFile()) return yield entry
  for (const name of readdirSync(entry).sort()) {
    if (entry === 'web' && name === 'dist') continue
    yield* files(path.join(entry, name))
  }
}

export function sourceStamp() {
  const hash = createHash('sha256').update(process.env.BASE_PATH ?? '/')
  for (const source of SOURCES) for (const file of files(source)) hash.update(file).update(readFileSync(file))
  return hash.digest('hex')
}

export function buildWeb({ force = false } = {}) {
  if (!force && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceStamp()) return
  console.log('Building the web app...')
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' })
  // Stamped after the build, which may regenerate the route tree under web/.
  writeFileSync(STAMP, sourceStamp())
}

if (import.meta.url === `file://${process.argv[1]}`) buildWeb({ force: process.argv.includes('--force') })
