// The API tests run again on a real PostgreSQL server, which the test setup starts itself from
// Debian's packages (api/test-support/postgres-cluster.ts): nothing is downloaded but the package.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

const VERSIONS_DIR = '/usr/lib/postgresql'

/** The folder of the newest installed PostgreSQL server's programs (initdb, pg_ctl), if any. */
export function postgresBinDir() {
  if (!existsSync(VERSIONS_DIR)) return undefined
  const versions = readdirSync(VERSIONS_DIR)
    .filter((v) => existsSync(path.join(VERSIONS_DIR, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  const newest = versions[0]
  return newest === undefined ? undefined : path.join(VERSIONS_DIR, newest, 'bin')
}

export function ensurePostgres() {
  if (postgresBinDir()) return
  console.log('Installing PostgreSQL from Debian (apt-get)...')
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  /** @param {string} packages */
  const install = (packages) => `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`
  // Only the server's programs are wanted: the tests start clusters of their own, so Debian is
  // told not to create (and start) its system cluster on port 5432.
  const noMainCluster = `${sudo}sed -i 's/^#\\?\\s*create_main_cluster.*/create_main_cluster = false/' /etc/postgresql-common/createcluster.conf`
  execSync(`${sudo}apt-get update -qq && ${install('postgresql-common')} && ${noMainCluster} && ${install('postgresql')}`, {
    stdio: 'inherit',
    shell: '/bin/sh',
  })
  if (!postgresBinDir()) throw new Error(`PostgreSQL did not install under ${VERSIONS_DIR}`)
}

if (import.meta.url === `file://${process.argv[1]}`) ensurePostgres()
