import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/connection.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { databaseUrl, startPostgresCluster } from './postgres-cluster.ts'
import { TEMPLATE_DATABASE } from './test-database.ts'

/**
 * The `api-postgres` project's one PostgreSQL server for the whole run: started before the first
 * test, with a template database migrated once that every test server copies (test-database.ts),
 * and stopped after the last.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster()
  const admin = new pg.Client(cluster.url)
  await admin.connect()
  await admin.query(`create database ${TEMPLATE_DATABASE}`).finally(() => admin.end())
  const template = openDatabase(databaseUrl(cluster.url, TEMPLATE_DATABASE))
  try {
    await migrateToLatest(template)
  } finally {
    await template.destroy()
  }
  project.provide('postgresServerUrl', cluster.url)
  return () => cluster.stop()
}
