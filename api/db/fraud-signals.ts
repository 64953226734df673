import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { businessDaysWithin, shiftDays } from '../../domain/business-time.ts'
import {
  ACCOUNTS_PER_DEVICE,
  busiestHour,
  CODE_ATTEMPT_RETENTION_DAYS,
  type CodeRefusalReason,
  EVIDENCE_CAP,
  type FraudMember,
  type FraudReport,
  NETWORKS_PER_BATCH_DAY,
  REFUSED_CODES_PER_HOUR,
  SAME_IMAGE_MEMBERS,
  SAME_IMAGE_RECEIPTS_OF_ONE_MEMBER,
  SIGNALS_PER_KIND,
} from '../../domain/fraud-signals.ts'
import { type Database, engineOf } from './connection.ts'
import { inTransaction } from './transaction.ts'

/** The fraud signals' records and queries (domain/fraud-signals.ts, decisions 129 and 130). */

/** Instants bounding the report, `from <= t < to`. */
interface Span {
  from: string
  to: string
}

/** Logs one refused code submission. On SQLite the one statement joins the group commit rather than paying an fsync of its own. */
export async function recordCodeRefusal(db: Database, attempt: { memberId: number; code: string; reason: CodeRefusalReason; device: string | null; network: string | null; at: Date }): Promise<void> {
  const insert = (q: Database) => q.insertInto('codeAttempts').values({ ...attempt, at: attempt.at.toISOString() }).execute()
  await (engineOf(db) === 'sqlite' ? inTransaction(db, insert) : insert(db))
}

/** Deletes refusals older than the retention period, answering how many; running it twice is harmless. */
export async function purgeCodeAttempts(db: Database, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - CODE_ATTEMPT_RETENTION_DAYS * 86_400_000).toISOString()
  const result = await db.deleteFrom('codeAttempts').where('at', '<', cutoff).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Large id lists are read in chunks, well under both engines' limits on parameters. */
const CHUNK = 500
const chunks = <T>(items: readonly T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK))

async function membersById(db: Database, ids: Iterable<number>): Promise<Map<number, FraudMember>> {
  const found = new Map<number, FraudMember>()
  for (const part of chunks([...new Set(ids)])) {
    for (const m of await db.selectFrom('members').select(['id', 'name', 'email']).where('id', 'in', part).execute()) found.set(m.id, m)
  }
  return found
}

const strongestFirst = <T extends { count: number }>(signals: T[]) => signals.sort((a, b) => b.count - a.count).slice(0, SIGNALS_PER_KIND)

/** Members with REFUSED_CODES_PER_HOUR refusals or more within some 60 minutes: each with its busiest hour's codes. */
async function refusedCodeSignals(db: Database, span: Span) {
  // The count per member runs on the index (at, member_id); only those with enough in the whole range are read row by row.
  const heavy = await db
    .selectFrom('codeAttempts')
    .select(['memberId', (eb) => eb.fn.countAll<number>().as('total')])
    .where('at', '>=', span.from)
    .where('at', '<', span.to)
    .groupBy('memberId')
    .having((eb) => eb.fn.countAll(), '>=', REFUSED_CODES_PER_HOUR)
    .execute()
  const found: (Omit<FraudReport['refusedCodes'][number], 'member'> & { memberId: number })[] = []
  for (const part of chunks(heavy)) {
    const rows = await db
      .selectFrom('codeAttempts')
      .select(['memberId', 'code', 'reason', 'network', 'at'])
      .where('at', '>=', span.from)
      .where('at', '<', span.to)
      .where('memberId', 'in', part.map((h) => h.memberId))
      .orderBy('memberId')
      .orderBy('at')
      .orderBy('id')
      .execute()
    const byMember = new Map<number, typeof rows>()
    for (const row of rows) (byMember.get(row.memberId) ?? byMember.set(row.memberId, []).get(row.memberId)!).push(row)
    for (const { memberId, total } of part) {
      const attempts = byMember.get(memberId) ?? []
      const hour = busiestHour(attempts.map((a) => Date.parse(a.at)))
      if (hour.count < REFUSED_CODES_PER_HOUR) continue
      const inHour = attempts.slice(hour.start, hour.start + hour.count)
      found.push({
        memberId,
        at: inHour[0]!.at,
        count: hour.count,
        total: Number(total),
        codes: inHour.slice(0, EVIDENCE_CAP),
        networks: [...new Set(inHour.flatMap((a) => (a.network ? [a.network] : [])))].slice(0, EVIDENCE_CAP),
      })
    }
  }
  const signals = strongestFirst(found)
  const members = await membersById(db, signals.map((s) => s.memberId))
  return signals.map(({ memberId, ...signal }) => ({ member: members.get(memberId)!, ...signal }))
}

/** A device as the back office sees it: a digest, so the cookie (which opens its pending signup) never leaves the server. */
const deviceLabel = (device: string) => createHash('sha256').update(device).digest('hex').slice(0, 12)

/** Every use of a device in the span: signups on it, codes credited and codes refused from it. */
function deviceUses(db: Database, span: Span) {
  const signups = db
    .selectFrom('members')
    .select([sql<string>`signup_device`.as('device'), 'id as memberId', 'createdAt as at', sql<string>`'signup'`.as('kind')])
    .where('signupDevice', 'is not', null)
    .where('createdAt', '>=', span.from)
    .where('createdAt', '<', span.to)
  const credits = db
    .selectFrom('uniqueCodes')
    .select([sql<string>`scan_device`.as('device'), sql<number>`scanned_by`.as('memberId'), sql<string>`scanned_at`.as('at'), sql<string>`'code'`.as('kind')])
    .where('scannedAt', '>=', span.from)
    .where('scannedAt', '<', span.to)
    .where('scanDevice', 'is not', null)
  const refusals = db
    .selectFrom('codeAttempts')
    .select([sql<string>`device`.as('device'), 'memberId', 'at', sql<string>`'refused'`.as('kind')])
    .where('at', '>=', span.from)
    .where('at', '<', span.to)
    .where('device', 'is not', null)
  return db.selectFrom(signups.unionAll(credits).unionAll(refusals).as('u'))
}

/** Devices that ACCOUNTS_PER_DEVICE accounts or more signed up on or sent codes from, with each account's uses. */
async function sharedDeviceSignals(db: Database, span: Span) {
  const shared = await deviceUses(db, span)
    .select(['u.device', (eb) => eb.fn.count<number>('u.memberId').distinct().as('count'), (eb) => eb.fn.min<string>('u.at').as('at')])
    .groupBy('u.device')
    .having((eb) => eb.fn.count('u.memberId').distinct(), '>=', ACCOUNTS_PER_DEVICE)
    .orderBy('count', 'desc')
    .orderBy('u.device')
    .limit(SIGNALS_PER_KIND)
    .execute()
  if (shared.length === 0) return []
  const uses = await deviceUses(db, span)
    .select(['u.device', 'u.memberId', 'u.kind', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min<string>('u.at').as('first')])
    .where('u.device', 'in', shared.map((s) => s.device))
    .groupBy(['u.device', 'u.memberId', 'u.kind'])
    .execute()
  const members = await membersById(db, uses.map((u) => u.memberId))
  return shared.map((s) => {
    const ofDevice = uses.filter((u) => u.device === s.device)
    const accounts = [...new Set(ofDevice.map((u) => u.memberId))].map((memberId) => {
      const kinds = ofDevice.filter((u) => u.memberId === memberId)
      const n = (kind: string) => Number(kinds.find((k) => k.kind === kind)?.n ?? 0)
      return { ...members.get(memberId)!, first: kinds.map((k) => k.first).sort()[0]!, signedUp: n('signup') > 0, codes: n('code'), refused: n('refused') }
    })
    accounts.sort((a, b) => a.first.localeCompare(b.first) || a.id - b.id)
    return { device: deviceLabel(s.device), at: s.at, count: Number(s.count), members: accounts.slice(0, EVIDENCE_CAP).map(({ first: _, ...m }) => m) }
  })
}

/**
 * Batches whose codes were credited from NETWORKS_PER_BATCH_DAY networks or more in one Malaysian
 * day. Counted day by day (the range is at most 31 days), each day a range read of the scanned
 * codes' index: the same SQL on both engines, with no date arithmetic inside it.
 */
async function batchPlaceSignals(db: Database, range: { startDate: string; endDate: string }) {
  const found: FraudReport['batchPlaces'] = []
  for (let day = range.startDate; day <= range.endDate; day = shiftDays(day, 1)) {
    const { from, to } = businessDaysWithin({ startDate: day, endDate: day }) as Span
    const ofDay = () => db.selectFrom('uniqueCodes as u').where('u.scannedAt', '>=', from).where('u.scannedAt', '<', to).where('u.scanNetwork', 'is not', null)
    const batches = await ofDay()
      .select(['u.batchId', (eb) => eb.fn.count<number>('u.scanNetwork').distinct().as('count'), (eb) => eb.fn.countAll<number>().as('scans')])
      .groupBy('u.batchId')
      .having((eb) => eb.fn.count('u.scanNetwork').distinct(), '>=', NETWORKS_PER_BATCH_DAY)
      .execute()
    for (const batch of batches) {
      const ofBatch = () => ofDay().where('u.batchId', '=', batch.batchId)
      const networks = await ofBatch()
        .select([sql<string>`u.scan_network`.as('network'), (eb) => eb.fn.countAll<number>().as('scans')])
        .groupBy('u.scanNetwork')
        .orderBy('scans', 'desc')
        .orderBy('network')
        .limit(EVIDENCE_CAP)
        .execute()
      const memberIds = await ofBatch().select(sql<number>`u.scanned_by`.as('id')).distinct().orderBy('id').limit(EVIDENCE_CAP).execute()
      const { brand } = await db
        .selectFrom('codeBatches as b')
        .innerJoin('sizes as s', 's.id', 'b.sizeId')
        .innerJoin('brands as br', 'br.id', 's.brandId')
        .select('br.name as brand')
        .where('b.id', '=', batch.batchId)
        .executeTakeFirstOrThrow()
      const members = await membersById(db, memberIds.map((m) => m.id))
      found.push({
        batchId: batch.batchId,
        brand,
        day,
        count: Number(batch.count),
        scans: Number(batch.scans),
        networks: networks.map((n) => ({ network: n.network, scans: Number(n.scans) })),
        members: [...members.values()],
      })
    }
  }
  return strongestFirst(found)
}

/** Receipt images (by SHA-256) uploaded by SAME_IMAGE_MEMBERS members or more, or SAME_IMAGE_RECEIPTS_OF_ONE_MEMBER times or more by one. */
async function sameImageSignals(db: Database, span: Span) {
  const inSpan = () => db.selectFrom('receipts').where('createdAt', '>=', span.from).where('createdAt', '<', span.to)
  const images = await inSpan()
    .select(['fileSha256', (eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.min<string>('createdAt').as('at')])
    .groupBy('fileSha256')
    .having((eb) => eb.or([eb(eb.fn.count('memberId').distinct(), '>=', SAME_IMAGE_MEMBERS), eb(eb.fn.countAll(), '>=', SAME_IMAGE_RECEIPTS_OF_ONE_MEMBER)]))
    .orderBy('count', 'desc')
    .orderBy('fileSha256')
    .limit(SIGNALS_PER_KIND)
    .execute()
  if (images.length === 0) return []
  const receipts = await inSpan()
    .select(['uuid as id', 'memberId', 'status', 'createdAt', 'fileSha256'])
    .where('fileSha256', 'in', images.map((i) => i.fileSha256))
    .orderBy('createdAt')
    .orderBy('receipts.id')
    .execute()
  const members = await membersById(db, receipts.map((r) => r.memberId))
  return images.map((image) => {
    const same = receipts.filter((r) => r.fileSha256 === image.fileSha256)
    return {
      digest: image.fileSha256.slice(0, 12),
      at: image.at,
      count: Number(image.count),
      receipts: same.slice(0, EVIDENCE_CAP).map(({ fileSha256: _, ...r }) => r),
      members: [...new Set(same.map((r) => r.memberId))].slice(0, EVIDENCE_CAP).map((id) => members.get(id)!),
    }
  })
}

/** Every signal between two Malaysian dates (inclusive), grouped by kind, the strongest first. */
export async function fraudReport(db: Database, range: { startDate: string; endDate: string }): Promise<FraudReport> {
  const span = businessDaysWithin(range) as Span
  return {
    ...range,
    refusedCodes: await refusedCodeSignals(db, span),
    sharedDevices: await sharedDeviceSignals(db, span),
    batchPlaces: await batchPlaceSignals(db, range),
    sameImages: await sameImageSignals(db, span),
  }
}
