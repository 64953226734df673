import type { Compilable, CompiledQuery, QueryResult } from 'kysely'
import { type Database, type Engine, engineOf, runCompiled } from './connection.ts'

/** Stands in for a value while the query is compiled; each names the value it stands for. */
class Slot {
  constructor(readonly name: string) {}
}

// Hands out a Slot for every property read, typed as the value it stands for. It has no keys: a
// query that spreads it (`.values(v)`) would silently lose every column, so that throws instead.
const slots = new Proxy(
  {},
  {
    get: (_, name) => new Slot(String(name)),
    ownKeys: () => {
      throw new Error('A prepared query names each of its values (v.name); v itself cannot be spread')
    },
  },
)

interface Compiled<Row> {
  query: CompiledQuery<Row>
  /** For each parameter of the SQL, the value it takes: a slot's name, or the constant it was built with. */
  parameters: readonly (Slot | unknown)[]
}

export interface PreparedQuery<Values, Row> {
  /** Every row it answers. */
  all(db: Database, values: Values): Promise<Row[]>
  first(db: Database, values: Values): Promise<Row | undefined>
  /** Rows an update, insert or delete changed. */
  changed(db: Database, values: Values): Promise<number>
  /** The SQL it runs on this database's engine, for reading its plan. */
  sql(db: Database): string
}

/**
 * A query on a hot path, built and compiled once per engine and then run with new values.
 * Building and compiling a Kysely query costs far more than running it (about 70 µs against 4 µs
 * for the five-table code lookup), and a credited code runs a dozen queries. `build` receives the
 * values as placeholders (`v.code`), which may stand wherever Kysely makes a parameter of a value
 * (comparisons, inserted and updated values, limits); a constant in `build` stays as it is. Name
 * each placeholder where it goes: `v` itself has no keys to spread (`.values(v)` inserts nothing).
 * A placeholder is one value: `where(column, 'in', v.list)` would bind the whole list as one.
 * The SQL is compiled by the first database handle of each engine; every handle of the club is
 * opened by `openDatabase()` with the same plugins, so it fits them all.
 */
export function preparedQuery<Values extends Record<string, unknown>, Row>(build: (db: Database, v: Values) => Compilable<Row>): PreparedQuery<Values, Row> {
  const byEngine = new Map<Engine, Compiled<Row>>()
  const compiledFor = (db: Database): Compiled<Row> => {
    const engine = engineOf(db)
    let compiled = byEngine.get(engine)
    if (!compiled) {
      const query = build(db, slots as Values).compile()
      byEngine.set(engine, (compiled = { query, parameters: query.parameters }))
    }
    return compiled
  }
  const run = (db: Database, values: Values): Promise<QueryResult<Row>> => {
    const { query, parameters } = compiledFor(db)
    return runCompiled<Row>(db, { ...query, parameters: parameters.map((p) => (p instanceof Slot ? values[p.name] : p)) })
  }
  return {
    all: async (db, values) => (await run(db, values)).rows,
    first: async (db, values) => (await run(db, values)).rows[0],
    changed: async (db, values) => Number((await run(db, values)).numAffectedRows ?? 0),
    sql: (db) => compiledFor(db).query.sql,
  }
}
