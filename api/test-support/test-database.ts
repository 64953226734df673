import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { databaseUrl } from './postgres-cluster.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the `api-postgres` project (postgres-global-setup.ts): the server every test database lives on. */
    postgresServerUrl?: string
  }
}

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
 * migrated template, dropped afterwards; on the SQLite run nothing (the server makes its file).
 */
export async function newTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('postgresServerUrl')
  if (!serverUrl) return { url: undefined, drop: async () => {} }
  const name = `kelab_test_${randomBytes(6).toString('hex')}`
  await onServer(serverUrl, (client) => client.query(`create database ${name} template ${TEMPLATE_DATABASE}`))
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  }
}

/** Whether this run's API tests go to PostgreSQL. */
export const onPostgres = () => inject('postgresServerUrl') !== undefined
