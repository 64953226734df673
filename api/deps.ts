import type { AdminRole } from '../domain/admin.ts'
import type { Clock } from './clock.ts'
import type { Config } from './config.ts'
import type { Database } from './db/connection.ts'
import type { Client } from './http/trusted-proxy.ts'
import type { Logger } from './logger.ts'
import type { FileStore } from './services/file-store.ts'
import type { MessageSender } from './services/messages.ts'
import type { PushNotifications } from './services/push-notifications.ts'

/** What the route modules are built from; tests build it with a fresh database and a manual clock. */
export interface AppDeps {
  config: Config
  db: Database
  clock: Clock
  logger: Logger
  files: FileStore
  messages: MessageSender
  /** Pushes inbox messages to members' devices once they are committed. */
  push: PushNotifications
  /** Signs email links (services/secrets.ts). */
  linkSecret: string
}

/** Who a request acts for, set by the auth middleware from the bearer token and nothing else. */
export interface SessionMember {
  id: number
  uuid: string
  /** The session the token opened: a device's push subscription lasts as long as it. */
  sessionId: number
}

export interface SessionAdmin {
  id: number
  username: string
  role: AdminRole
}

export interface AppEnv {
  /**
   * `client` and `vary` are set for every request (http/trusted-proxy.ts, http/preset-headers.ts);
   * `member` and `admin` by the auth middleware; `smallAnswer` by http/compression.ts.
   */
  Variables: { client: Client; vary: string; member: SessionMember; admin: SessionAdmin; smallAnswer: Response }
}
