import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type Database, openDatabase } from '../db/connection.ts'
import { databaseUrl } from './postgres-cluster.ts'

/**
 * Set by the `api-postgres` project's global setup (postgres-global-setup.ts) before any test runs:
 * the PostgreSQL server every test database lives on. Unset, test servers use SQLite files (the
 * `api` project, and the e2e specs that start a server of their own).
 */
export const POSTGRES_SERVER_URL_VARIABLE = 'KELAB_TEST_POSTGRES_URL'
const postgresServerUrl = () => process.env[POSTGRES_SERVER_URL_VARIABLE]

/** Migrated once per run; each test server's database is a copy of it, which takes milliseconds. */
export const TEMPLATE_DATABASE = 'kelab_template'

export interface TestDatabase {
  /** `DATABASE_URL` for the server under test; undefined on the SQLite run (a file in its data directory). */
  url: string | undefined
  drop(): Promise<void>
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(serverUrl)
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * A database of its own for one server under test: on the PostgreSQL run a fresh copy of the
 * migrated template (or an empty one, for tests of the migrations themselves), dropped afterwards;
 * on the SQLite run nothing (the server makes its file in its data directory).
 */
export async function newTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = postgresServerUrl()
  if (!serverUrl) return { url: undefined, drop: async () => {} }
  const name = `kelab_test_${randomBytes(6).toString('hex')}`
  await onServer(serverUrl, (client) => client.query(`create database ${name} template ${options.empty ? 'template0' : TEMPLATE_DATABASE}`))
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  }
}

/** Whether this run's API tests go to PostgreSQL. */
export const onPostgres = () => postgresServerUrl() !== undefined

export interface OpenTestDatabase {
  db: Database
  /** Its `DATABASE_URL` on the PostgreSQL run, its data directory's file otherwise. */
  location: string
  close(): Promise<void>
}

/** An empty database opened directly, not through a server: for tests of the migrations and the schema. */
export async function openEmptyTestDatabase(): Promise<OpenTestDatabase> {
  const database = await newTestDatabase({ empty: true })
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kelab-db-'))
  const location = database.url ?? path.join(dataDir, 'club.sqlite')
  const db = openDatabase(location)
  return {
    db,
    location,
    async close() {
      await db.destroy()
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
