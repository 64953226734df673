// Builds the web app unless web/dist already matches the sources and BASE_PATH it was built from.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

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

/** Brotli and gzip copies of every text file, made once here instead of on every request. @param {string} dir */
function precompress(dir) {
  for (const file of files(dir)) {
    if (!/\.(js|mjs|css|html|svg|json|ico|webmanifest)$/.test(file) || statSync(file).size < 1024) continue
    const data = readFileSync(file)
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
  }
}

export function buildWeb({ force = false } = {}) {
  if (!force && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceStamp()) return
  console.log('Building the web app...')
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' })
  precompress('web/dist')
  // Stamped after the build, which may regenerate the route tree under web/.
  writeFileSync(STAMP, sourceStamp())
}

if (import.meta.url === `file://${process.argv[1]}`) buildWeb({ force: process.argv.includes('--force') })
