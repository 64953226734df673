import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Clock } from './clock.ts'
import type { Config } from './config.ts'
import { engineOf, openDatabase, type Database } from './db/connection.ts'
import { migrateToLatest } from './db/migrate.ts'
import { seedDemoContent } from './db/seed/seed-demo.ts'
import type { Logger } from './logger.ts'
import { createFileStore, type FileStore } from './services/file-store.ts'
import { createMessageSender, type MessageSender } from './services/messages.ts'
import { createPushNotifications, type PushNotifications } from './services/push-notifications.ts'
import { loadLinkSecret } from './services/secrets.ts'
import { STAGED_UPLOAD_GRACE_MS, sweepStagedUploads } from './services/staged-uploads.ts'

export const DATABASE_FILE = 'club.sqlite'

export interface ClubData {
  db: Database
  files: FileStore
  messages: MessageSender
  push: PushNotifications
  linkSecret: string
}

/**
 * Opens the club's data: database migrated to the latest schema, demo content seeded once, and
 * uploads a crash left half-stored finished or removed. On SQLite the data directory belongs to
 * this one process; on PostgreSQL any number of instances share the database and FILES_DIR.
 */
export async function openClubData(config: Config, clock: Clock, logger: Logger): Promise<ClubData> {
  mkdirSync(config.dataDir, { recursive: true })
  const db = openDatabase(config.databaseUrl ?? path.join(config.dataDir, DATABASE_FILE), {
    sqliteSynchronous: config.sqliteSynchronous,
    postgresPoolSize: config.databasePoolSize,
    onConnectionLost: (error) => logger.error('database_connection_lost', { error: error.message }),
  })
  const files = createFileStore(config.filesDir)
  const applied = await migrateToLatest(db)
  if (applied.length) logger.info('migrations_applied', { names: applied.join(',') })
  if (await seedDemoContent(db, files, config.apiRoot, clock.now())) logger.info('demo_content_seeded')
  // SQLite's data directory is this process's alone, so nothing staged can still be in flight;
  // on PostgreSQL other instances share FILES_DIR and may be storing an upload right now.
  const swept = await sweepStagedUploads(db, files, engineOf(db) === 'sqlite' ? 0 : STAGED_UPLOAD_GRACE_MS)
  if (swept.committed || swept.removed) logger.info('staged_files_swept', swept)
  return {
    db,
    files,
    messages: createMessageSender(config, clock, logger, db),
    push: createPushNotifications(config, db, clock, logger),
    linkSecret: await loadLinkSecret(db, config.dataDir, config.linkSecret, clock.now()),
  }
}
