import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The key that signs email links: LINK_SECRET when set, else one generated on first start and kept
 * in the data directory (readable by the owner only), so links survive restarts.
 */
export function loadLinkSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured
  const file = path.join(dataDir, 'link-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}
