import pg from 'pg'
import { openDatabase } from '../db/connection.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { databaseUrl, startPostgresCluster } from './postgres-cluster.ts'
import { POSTGRES_SERVER_URL_VARIABLE, TEMPLATE_DATABASE } from './test-database.ts'

/**
 * The `api-postgres` project's one PostgreSQL server for the whole run: started before the first
 * test, with a template database migrated once that every test server copies (test-database.ts),
 * and stopped after the last.
 */
export default async function setup() {
  const cluster = await startPostgresCluster()
  try {
    const admin = new pg.Client(cluster.url)
    await admin.connect()
    await admin.query(`create database ${TEMPLATE_DATABASE}`).finally(() => admin.end())
    const template = openDatabase(databaseUrl(cluster.url, TEMPLATE_DATABASE))
    await migrateToLatest(template).finally(() => template.destroy())
  } catch (error) {
    cluster.stop()
    throw error
  }
  // Test workers start after this and inherit the environment.
  process.env[POSTGRES_SERVER_URL_VARIABLE] = cluster.url
  return () => cluster.stop()
}
