import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Clock } from './clock.ts'
import type { Config } from './config.ts'
import { openDatabase, type Database } from './db/connection.ts'
import { migrateToLatest } from './db/migrate.ts'
import { receiptNamesFile } from './db/receipts.ts'
import { seedDemoContent } from './db/seed/seed-demo.ts'
import type { Logger } from './logger.ts'
import { createFileStore, type FileStore } from './services/file-store.ts'
import { createMessageSender, type MessageSender } from './services/messages.ts'
import { createPushNotifications, type PushNotifications } from './services/push-notifications.ts'
import { loadLinkSecret } from './services/secrets.ts'

export const DATABASE_FILE = 'club.sqlite'

export interface ClubData {
  db: Database
  files: FileStore
  messages: MessageSender
  push: PushNotifications
  linkSecret: string
}

/**
 * Opens the club's data directory: database migrated to the latest schema, demo content seeded
 * once, and uploads a crash left half-stored finished or removed. The directory belongs to this
 * one process, as the SQLite file does.
 */
export async function openClubData(config: Config, clock: Clock, logger: Logger): Promise<ClubData> {
  mkdirSync(config.dataDir, { recursive: true })
  const db = openDatabase(path.join(config.dataDir, DATABASE_FILE))
  const files = createFileStore(config.dataDir)
  const applied = await migrateToLatest(db)
  if (applied.length) logger.info('migrations_applied', { names: applied.join(',') })
  if (await seedDemoContent(db, files, config.apiRoot, clock.now())) logger.info('demo_content_seeded')
  // Receipts are the only staged uploads: one whose row committed is moved into place, any other removed.
  const swept = await files.sweepStaged((visibility, name) => (visibility === 'private' ? receiptNamesFile(db, name) : Promise.resolve(false)))
  if (swept.committed || swept.removed) logger.info('staged_files_swept', swept)
  return {
    db,
    files,
    messages: createMessageSender(config, clock, logger, db),
    push: createPushNotifications(config, db, clock, logger),
    linkSecret: loadLinkSecret(config.dataDir, config.linkSecret),
  }
}
