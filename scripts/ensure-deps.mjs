// Installs the project's packages when node_modules is missing or older than the lockfile.
// Plain Node with no dependencies: it runs before anything is installed.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

export function ensureDeps() {
  const marker = 'node_modules/.package-lock.json'
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs
  if (fresh) return
  console.log('Installing packages from the lockfile (the first time compiles SQLite: about 2 minutes)...')
  // npm ci installs exactly what the lockfile holds, and refuses a lockfile that drifted from package.json.
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' })
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps()
