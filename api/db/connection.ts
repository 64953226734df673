import SQLite from 'better-sqlite3'
import { CamelCasePlugin, type CompiledQuery, Kysely, type LimitNode, PostgresAdapter, type QueryResult, PostgresDialect, type SqliteDatabase, SqliteDialect, SqliteQueryCompiler, ValueNode } from 'kysely'
import pg from 'pg'
import { PostgresColumnTypes } from './postgres-column-types.ts'
import type { DB } from './schema.ts'

export type Database = Kysely<DB>

/** The two engines the club runs on: embedded SQLite by default, PostgreSQL for several instances. */
export type Engine = 'sqlite' | 'postgres'

/** SQLite's fsync settings the club offers (`SQLITE_SYNCHRONOUS`). */
export const SQLITE_SYNCHRONOUS = ['normal', 'full'] as const
export type SqliteSynchronous = (typeof SQLITE_SYNCHRONOUS)[number]

export interface DatabaseOptions {
  /**
   * SQLite's fsync on commit. NORMAL (the default) is safe from a process crash with WAL; FULL
   * also survives losing power. Concurrent write transactions commit together (db/transaction.ts),
   * so FULL costs one fsync per group, not per write.
   */
  sqliteSynchronous?: SqliteSynchronous
  /** PostgreSQL connections this process keeps open at most. */
  postgresPoolSize?: number
  /** Hears of an idle PostgreSQL connection the server closed (a restart, a failover). */
  onConnectionLost?: (error: Error) => void
}

export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//.test(location)

/**
 * Opens the club's database: a `postgres://` URL opens PostgreSQL, anything else is a SQLite file.
 * All data access goes through Kysely so the same queries run on both; snake_case columns appear
 * camelCase in code.
 */
export function openDatabase(location: string, options: DatabaseOptions = {}): Database {
  return isPostgresUrl(location) ? openPostgres(location, options) : openSqlite(location, options)
}

function openSqlite(file: string, options: DatabaseOptions): Database {
  const sqlite = new SQLite(file)
  // WAL lets readers go on while one writer commits.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma(`synchronous = ${options.sqliteSynchronous ?? 'normal'}`)
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const statements = withStatementCache(sqlite)
  const camelCase = new ClubCamelCase()
  const db = new Kysely<DB>({ dialect: new ClubSqliteDialect({ database: statements }), plugins: [camelCase] })
  // data_version moves when another connection commits, total_changes() when this one writes.
  const stamp = sqlite.prepare("select data_version || ':' || total_changes() from pragma_data_version").pluck()
  sqliteHandles.set(db, {
    readNow(query) {
      // In a transaction, the connection would show a read what another request has not committed.
      if (sqlite.inTransaction) return undefined
      const statement = statements.prepare(query.sql)
      return statement.readonly ? { rows: camelCase.rowsOf(statement.all(query.parameters)) } : undefined
    },
    changeStamp: () => stamp.get() as string,
  })
  return db
}

/** What the club's own SQLite handles can do beside Kysely; a transaction's or plugin's view of one is not among them. */
interface SqliteHandle {
  /** A read run at once on the connection; undefined when it must go through Kysely. */
  readNow(query: CompiledQuery): QueryResult<unknown> | undefined
  changeStamp(): string
}
const sqliteHandles = new WeakMap<Database, SqliteHandle>()

/** Kysely's camelCase names for the rows of a query run outside it. */
class ClubCamelCase extends CamelCasePlugin {
  rowsOf(rows: unknown[]) {
    return rows.map((row) => this.mapRow(row as Record<string, unknown>))
  }
}

/**
 * Runs a compiled query (prepared-query.ts). A read on SQLite outside any transaction runs at once
 * on the connection: better-sqlite3 runs it whole before anything else can, so Kysely's queue for
 * the connection, its promises and its plugins' passes, which cost more than the read itself on a
 * light request, add nothing. Anything else goes through Kysely.
 */
export async function runCompiled<Row>(db: Database, query: CompiledQuery<Row>): Promise<QueryResult<Row>> {
  return (sqliteHandles.get(db)?.readNow(query) as QueryResult<Row> | undefined) ?? db.executeQuery(query)
}

/**
 * A mark that moves whenever anything is written to the database: by this handle, or by any
 * other connection to the file, in this process or another. A write still uncommitted moves it
 * too, and a rollback does not move it back, so it may move with nothing changed, never the other
 * way. SQLite only, read in a few microseconds; undefined for PostgreSQL, where other instances
 * write unseen, and for a transaction's or plugin's view of a database.
 */
export const changeStampOf = (db: Database): string | undefined => sqliteHandles.get(db)?.changeStamp()

/**
 * SQLite's planner reads the value bound to a bare LIMIT parameter, so every new binding expires
 * the prepared statement and each run prepares it again: a member's page of point records took
 * 8-10 µs instead of 1.5-2, even `select 1 limit ?` 1.4 µs instead of 0.5. (better-sqlite3 binds
 * numbers as REAL, which the planner cannot use, so nothing came of the look.) A bound limit is
 * written as an expression, `(? + 0)`, which the planner leaves alone; a literal stays as it is, and
 * OFFSET, which the planner never reads, too (docs/decisions.md, 158).
 */
class ClubSqliteCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode) {
    if (!ValueNode.is(node.limit) || node.limit.immediate) return super.visitLimit(node)
    this.append('limit (')
    this.visitNode(node.limit)
    this.append(' + 0)')
  }
}

class ClubSqliteDialect extends SqliteDialect {
  override createQueryCompiler() {
    return new ClubSqliteCompiler()
  }
}

/** Statements longer than this (multi-row inserts of a code batch) are prepared each time, not kept. */
const CACHED_SQL_MAX_LENGTH = 2_000
/** Distinct statements kept at most; the club's queries are a few hundred, so a full cache is a leak's sign, and starts over. */
const CACHED_STATEMENTS_MAX = 1_000

/**
 * Kysely asks SQLite to prepare every query it runs, and preparing (parsing and planning the SQL)
 * cost more than running it on the hot paths. The same SQL with new parameters reuses its prepared
 * statement here; one still being read by a stream (`busy`) is not shared.
 */
function withStatementCache(sqlite: SQLite.Database): Omit<SqliteDatabase, 'prepare'> & { prepare(source: string): SQLite.Statement } {
  const prepared = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      if (source.length > CACHED_SQL_MAX_LENGTH) return sqlite.prepare(source)
      const cached = prepared.get(source)
      if (cached && !cached.busy) return cached
      const statement = sqlite.prepare(source)
      if (!cached) {
        if (prepared.size >= CACHED_STATEMENTS_MAX) prepared.clear()
        prepared.set(source, statement)
      }
      return statement
    },
  }
}

// 64-bit integers (counts, sums, bigint columns) arrive as numbers, as they do from SQLite: every
// value the club stores is far below 2^53. Set per pool, not on the pg module for the whole process.
const BIGINT_OID = 20
const NUMERIC_OID = 1700
const parseNumber = (value: string) => Number(value)
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT_OID || oid === NUMERIC_OID ? parseNumber : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

function openPostgres(url: string, options: DatabaseOptions): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.postgresPoolSize ?? 10, types })
  // An idle connection the server closed leaves the pool and is replaced at the next query;
  // unheard, its error would end the process.
  pool.on('error', (error) => options.onConnectionLost?.(error))
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin(), new PostgresColumnTypes()] })
}

/** Which engine a database (or a transaction of it, or a migration's view of it) runs on. */
export function engineOf(db: Kysely<unknown> | Database): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

/** A write refused by a unique index, on either engine (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's unique_violation). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}
