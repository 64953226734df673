// The e2e tests drive Debian's Chromium: Playwright cannot download its own browser here.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  console.log('Installing Chromium from Debian (apt-get)...')
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
    shell: '/bin/sh',
  })
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium did not install at ${CHROMIUM}`)
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
