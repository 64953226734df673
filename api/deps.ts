import type { Clock } from './clock.ts'
import type { Config } from './config.ts'
import type { Database } from './db/connection.ts'
import type { Logger } from './logger.ts'
import type { FileStore } from './services/file-store.ts'

/** What the route modules are built from; tests build it with a fresh database and a manual clock. */
export interface AppDeps {
  config: Config
  db: Database
  clock: Clock
  logger: Logger
  files: FileStore
}

export interface AppEnv {
  Variables: Record<string, never>
}
