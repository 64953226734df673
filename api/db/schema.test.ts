import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'kysely'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenTestDatabase, openEmptyTestDatabase } from '../test-support/test-database.ts'
import { type Database, engineOf } from './connection.ts'
import { migrateToLatest } from './migrate.ts'

/** Each table's columns as code sees them (camelCase), nullable or not, read from schema.ts's interfaces. */
async function declaredTables(): Promise<Record<string, Record<string, boolean>>> {
  const file = path.join(import.meta.dirname, 'schema.ts')
  const source = ts.createSourceFile(file, await readFile(file, 'utf8'), ts.ScriptTarget.Latest)
  const interfaces = new Map(source.statements.filter(ts.isInterfaceDeclaration).map((i) => [i.name.text, i]))
  const columnsOf = (name: string): Record<string, boolean> => {
    const declaration = interfaces.get(name)!
    const inherited = (declaration.heritageClauses ?? []).flatMap((h) => h.types.map((t) => columnsOf(t.expression.getText(source))))
    const own = declaration.members.filter(ts.isPropertySignature).map((m) => [m.name.getText(source), /\bnull\b/.test(m.type!.getText(source))] as const)
    return Object.assign({}, ...inherited, Object.fromEntries(own))
  }
  const db = interfaces.get('DB')!
  return Object.fromEntries(db.members.filter(ts.isPropertySignature).map((m) => [m.name.getText(source), columnsOf(m.type!.getText(source))]))
}

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

let database: OpenTestDatabase
let db: Database
beforeAll(async () => {
  database = await openEmptyTestDatabase()
  db = database.db
  await migrateToLatest(db)
})
afterAll(() => database.close())

describe('api/db/schema.ts', () => {
  it('is what the migrations build: the same tables, columns and nullability', async () => {
    const built: Record<string, Record<string, boolean>> = {}
    for (const table of await db.introspection.getTables()) {
      if (engineOf(db) === 'postgres') {
        built[camel(table.name)] = Object.fromEntries(table.columns.map((c) => [camel(c.name), c.isNullable]))
        continue
      }
      // A primary key counts as not null: SQLite reports one not declared NOT NULL as nullable.
      const { rows } = await sql<{ name: string; notnull: number; pk: number }>`select name, "notnull", pk from pragma_table_info(${table.name})`.execute(db)
      built[camel(table.name)] = Object.fromEntries(rows.map((c) => [camel(c.name), c.notnull === 0 && c.pk === 0]))
    }
    const declared = await declaredTables()
    const differences = [...new Set([...Object.keys(built), ...Object.keys(declared)])].flatMap((table) =>
      [...new Set([...Object.keys(built[table] ?? {}), ...Object.keys(declared[table] ?? {})])]
        .filter((column) => built[table]?.[column] !== declared[table]?.[column])
        .map((column) => `${table}.${column}: migrations ${built[table]?.[column] ?? "none"}, schema.ts ${declared[table]?.[column] ?? "none"}`),
    )
    expect(differences).toEqual([])
  })
})
