import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { ensurePostgres, postgresBinDir } from '../../scripts/ensure-postgres.mjs'

export interface PostgresCluster {
  /** Connects as the superuser to the `postgres` database; other databases by replacing the path. */
  url: string
  stop(): void
}

/** A free port on loopback, for the cluster to listen on. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A throwaway PostgreSQL server from Debian's package (installed when missing), in a temporary
 * folder on loopback only, trusting local connections. It runs as the `postgres` user when the
 * tests run as root (PostgreSQL refuses to run as root). Durability is off (fsync, synchronous
 * commit): the tests check behaviour, and `npm run bench:api` measures PostgreSQL with it on.
 */
export async function startPostgresCluster(options: { durable?: boolean } = {}): Promise<PostgresCluster> {
  ensurePostgres()
  const bin = postgresBinDir()!
  const dir = mkdtempSync(path.join(tmpdir(), 'kelab-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (program: string, args: string[]) => {
    const command = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] as const : [path.join(bin, program), args] as const
    const result = spawnSync(command[0], command[1], { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`)
  }
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })))
  const data = path.join(dir, 'data')
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'])
  const port = await freePort()
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=400',
    ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ]
  run('pg_ctl', ['-D', data, '-o', settings.join(' '), '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start'])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  // pg_ctl -w waits for the server to accept connections; one query proves it.
  const client = new pg.Client(url)
  await client.connect()
  await client.end()
  return {
    url,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/** The URL of another database on the same server. */
export const databaseUrl = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}
