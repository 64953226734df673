import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { DATABASE_FILE } from '../bootstrap.ts'
import { type Database, openDatabase } from '../db/connection.ts'
import { type ChildServer, startChildServer } from './child-server.ts'
import { newTestDatabase, type TestDatabase } from './test-database.ts'

/**
 * A crash test's ground: a data folder and a database of its own for the file's tests, the real
 * server started on them (and started again after each kill -9, as after a crash or an OOM kill),
 * and a direct connection that reads what it committed. After the file's tests the last server is
 * killed, the connection closed and both removed.
 */
export function crashGround(prefix: string) {
  let dataDir = ''
  let database: TestDatabase | undefined
  let server: ChildServer | undefined
  let db: Database | undefined
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), prefix))
    database = await newTestDatabase()
  })
  afterAll(async () => {
    await db?.destroy()
    await server?.kill()
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })
  return {
    get dataDir() {
      return dataDir
    },
    /** The real server on the ground's data, started anew. */
    async start() {
      server = await startChildServer(dataDir, database!.url)
      return server
    },
    /** The server's database, read directly: opened at first use, once the server has made it. */
    get db() {
      return (db ??= openDatabase(database!.url ?? path.join(dataDir, DATABASE_FILE)))
    },
  }
}
