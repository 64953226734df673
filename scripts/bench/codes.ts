// npm run bench:codes [-- --quantity N]: generates one batch of codes through the app's own
// generator (chunked inserts, progress, CSV export) and compares it with a plain insert of as many
// random rows in one transaction, in the same run. Prints figures, then one JSON line.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import SQLite from 'better-sqlite3'
import { newUniqueCode } from '../../domain/unique-code.ts'
import { DATABASE_FILE, openClubData } from '../../api/bootstrap.ts'
import { systemClock } from '../../api/clock.ts'
import { loadConfig } from '../../api/config.ts'
import { createLogger } from '../../api/logger.ts'
import { generateBatch } from '../../api/services/code-batches.ts'

const { values } = parseArgs({ options: { quantity: { type: 'string', default: '1000000' } } })
const quantity = Number(values.quantity)
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

const dataDir = await mkdtemp(path.join(tmpdir(), 'kelab-bench-codes-'))
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
const logger = createLogger('silent')
const { db, files } = await openClubData(config, systemClock, logger)
const size = await db.selectFrom('sizes').select('id').orderBy('id').executeTakeFirstOrThrow()
const now = new Date().toISOString()
const { id } = await db.insertInto('codeBatches').values({ sizeId: size.id, points: 50, quantity, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow()

// Peak memory while the generator runs, sampled, since the process's own peak includes start-up.
const rssBefore = process.memoryUsage().rss
let rssPeak = rssBefore
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 25)
const started = performance.now()
await generateBatch({ db, files, clock: systemClock, logger }, id)
const appSeconds = (performance.now() - started) / 1000
clearInterval(sampler)
rssPeak = Math.max(rssPeak, process.memoryUsage().rss)
const batch = await db.selectFrom('codeBatches').select(['status', 'generated', 'fileName']).where('id', '=', id).executeTakeFirstOrThrow()
if (batch.status !== 'done' || batch.generated !== quantity) throw new Error(`batch ended ${batch.status} with ${batch.generated} codes`)
const csvBytes = (await stat(files.path('private', batch.fileName!))).size
await db.destroy()

// The baseline: the same number of random 10-character rows, one prepared statement, one transaction.
const plain = new SQLite(path.join(dataDir, DATABASE_FILE))
plain.pragma('journal_mode = WAL')
plain.pragma('synchronous = NORMAL')
plain.exec('create table plain_rows (code text primary key, batch_id integer not null) without rowid')
const insert = plain.prepare('insert or ignore into plain_rows (code, batch_id) values (?, ?)')
const plainStarted = performance.now()
plain.transaction(() => {
  for (let i = 0; i < quantity; i++) insert.run(newUniqueCode(randomBytes), 1)
})()
const plainSeconds = (performance.now() - plainStarted) / 1000
plain.close()
await rm(dataDir, { recursive: true, force: true })

const figures = {
  quantity,
  appSeconds: Number(appSeconds.toFixed(2)),
  appCodesPerSecond: Math.round(quantity / appSeconds),
  plainSeconds: Number(plainSeconds.toFixed(2)),
  plainRowsPerSecond: Math.round(quantity / plainSeconds),
  ratioToPlain: Number((plainSeconds / appSeconds).toFixed(2)),
  peakRssMb: mb(rssPeak),
  rssGrowthMb: mb(rssPeak - rssBefore),
  csvMb: Number((csvBytes / 1024 / 1024).toFixed(1)),
}
console.log(`Generated ${quantity.toLocaleString('en')} codes with CSV export in ${figures.appSeconds} s: ${figures.appCodesPerSecond.toLocaleString('en')} codes/s`)
console.log(`Plain insert of ${quantity.toLocaleString('en')} random rows in one transaction: ${figures.plainSeconds} s, ${figures.plainRowsPerSecond.toLocaleString('en')} rows/s`)
console.log(`Ratio to the plain rate: ${figures.ratioToPlain} (target at least 0.5)`)
console.log(`Peak memory while generating: ${figures.peakRssMb} MB RSS (+${figures.rssGrowthMb} MB; target under 300 MB); CSV ${figures.csvMb} MB`)
console.log(JSON.stringify(figures))
