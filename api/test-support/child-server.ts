import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import type { ServerUnderTest } from './members.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
export const CHILD_ADMIN = { username: 'admin', password: 'Crash-Test-2026' }

export interface ChildServer extends ServerUnderTest {
  /** SIGKILL: no shutdown handler, no flush; answers once the process is gone. */
  kill(): Promise<void>
  /** SIGTERM: the server's own shutdown; answers once the process is gone. */
  stop(): Promise<void>
  /** Everything it wrote to stdout so far. */
  output(): string
}

/**
 * The real server (`api/server.ts`) in its own process on a data directory (and on PostgreSQL at
 * `databaseUrl` when given), for tests that crash it with `kill -9` and start it again on the same
 * data, or that run several instances on one database. Answers once it listens. `env` adds to or
 * overrides its environment (LOG_LEVEL is error unless given).
 */
export async function startChildServer(dataDir: string, databaseUrl?: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      ADMIN_USERNAME: CHILD_ADMIN.username,
      ADMIN_PASSWORD: CHILD_ADMIN.password,
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // 'close', not 'exit': only then has the last of its output been read.
  const exited = once(child, 'close')
  let output = ''
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /running at http:\/\/localhost:(\d+)\//.exec(output)
      if (listening) resolve(listening[1]!)
    })
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)))
  })
  return {
    api: `http://127.0.0.1:${port}/api`,
    deps: { config: { dataDir } },
    async kill() {
      child.kill('SIGKILL')
      await exited
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
    output: () => output,
  }
}
