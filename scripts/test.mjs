// `npm test`: install what is missing, then run every check in turn and print one summary.
import { spawnSync } from 'node:child_process'
import { ensureChromium } from './ensure-chromium.mjs'
import { ensureDeps } from './ensure-deps.mjs'
import { ensurePostgres } from './ensure-postgres.mjs'

ensureDeps()
ensureChromium()
ensurePostgres()

/** @type {[string, string][]} */
const steps = [
  // A lockfile that drifted from package.json installs here but would fail `npm ci` on a fresh clone.
  ['lockfile', 'npm ci --dry-run --ignore-scripts --no-audit --no-fund --loglevel=error'],
  ['build', 'node scripts/build-web.mjs --force'],
  ['typecheck', 'npx tsc -b'],
  ['lint', 'npx eslint --max-warnings 0 .'],
  ['unit tests', 'npx vitest run --project unit'],
  ['API tests', 'npx vitest run --project api'],
  // The same API tests again, each server on a database of its own on a PostgreSQL server the run starts.
  ['API tests on PostgreSQL', 'npx vitest run --project api-postgres'],
  ['e2e tests', 'npx playwright test'],
]

/** @type {{ name: string, ok: boolean, blocked: boolean, seconds: number }[]} */
const results = []
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`)
  const started = Date.now()
  // The e2e tests need the build; without it their failures would only repeat the build's.
  const blocked = name === 'e2e tests' && results.find((r) => r.name === 'build')?.ok === false
  const ok = !blocked && spawnSync(command, { stdio: 'inherit', shell: true }).status === 0
  results.push({ name, ok, blocked, seconds: (Date.now() - started) / 1000 })
}

console.log('\n=== Summary')
for (const r of results) {
  const verdict = r.blocked ? 'SKIPPED (build failed)' : r.ok ? 'PASS' : 'FAIL'
  console.log(`${verdict.padEnd(24)} ${r.name.padEnd(24)} ${r.seconds.toFixed(1)} s`)
}
const failed = results.filter((r) => !r.ok)
console.log(failed.length ? `\n${failed.length} of ${results.length} steps failed.` : `\nAll ${results.length} steps passed.`)
process.exit(failed.length ? 1 : 0)
