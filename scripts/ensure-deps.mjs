// Installs the project's packages when node_modules is missing or older than the lockfile.
// Plain Node with no dependencies: it runs before anything is installed.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

export function ensureDeps() {
  const marker = 'node_modules/.package-lock.json'
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs
  if (fresh) return
  console.log('Installing packages (the first time compiles SQLite: about 2 minutes)...')
  // npm install, not npm ci: npm 11 leaves some platform-specific optional packages out of the
  // lockfile and npm ci then refuses it; install keeps to the lockfile all the same.
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' })
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps()
