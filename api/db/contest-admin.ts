import { sql } from 'kysely'
import type { AdminContest } from '../../domain/contest-form.ts'
import { REVIEW_PAGE_SIZE, type ReviewEntry, type ReviewQuery } from '../../domain/contest-review.ts'
import type { ContestEntryStatus } from '../../domain/contests.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'
import type { Flag } from './schema.ts'

/**
 * The back office's contests (spec 3 §2.9) and their entry review (§2.13): the only home of their
 * SQL for admins; what members read and submit is in contests.ts. Each write answers nothing the
 * route cannot read back inside the same transaction for the audit log.
 */

export interface ContestWrite {
  nameEn: string
  nameBm: string
  descriptionEn: string
  descriptionBm: string
  startsAt: string
  endsAt: string
  pointRequired: Flag
  pointsPerEntry: number
  entriesPerPerson: number
  uploadImages: Flag
  uploadReceipts: Flag
  linkUrl: Flag
  gotDropdown: Flag
  dropdownTitleEn: string
  dropdownTitleBm: string
  steps: { instructionsEn: string; instructionsBm: string; descriptionEn: string; descriptionBm: string }[]
  prizes: { titleEn: string; titleBm: string; imageUrl: string; amount: number }[]
  /** An option with an id keeps it (entries name options by id); one without is new. */
  options: { id?: number; labelEn: string; labelBm: string }[]
}
export interface ContestIcons {
  iconEn: string
  iconBm: string
}

/** Every contest, newest start first, or the one with `id`, as the back office lists it. */
export async function adminContests(db: Database, id?: number): Promise<AdminContest[]> {
  let query = db
    .selectFrom('contests as c')
    .selectAll('c')
    .select((eb) => eb.selectFrom('contestEntries as e').whereRef('e.contestId', '=', 'c.id').select(eb.fn.countAll<number | string>().as('n')).as('entries'))
    .orderBy('c.startsAt', 'desc')
    .orderBy('c.id', 'desc')
  if (id !== undefined) query = query.where('c.id', '=', id)
  const rows = await query.execute()
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [steps, prizes, options] = await Promise.all([
    db.selectFrom('contestSteps').selectAll().where('contestId', 'in', ids).orderBy('position').execute(),
    db.selectFrom('contestPrizes').selectAll().where('contestId', 'in', ids).orderBy('position').execute(),
    db.selectFrom('contestOptions').selectAll().where('contestId', 'in', ids).orderBy('position').execute(),
  ])
  return rows.map((c) => ({
    id: c.id,
    name: localized(c, 'name'),
    description: localized(c, 'description'),
    icon: localized(c, 'icon'),
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    pointRequired: c.pointRequired === 1,
    pointsPerEntry: c.pointsPerEntry,
    entriesPerPerson: c.entriesPerPerson,
    uploadImages: c.uploadImages === 1,
    uploadReceipts: c.uploadReceipts === 1,
    linkUrl: c.linkUrl === 1,
    gotDropdown: c.gotDropdown === 1,
    dropdownTitle: localized(c, 'dropdownTitle'),
    options: options.filter((o) => o.contestId === c.id).map((o) => ({ id: o.id, label: localized(o, 'label') })),
    steps: steps.filter((s) => s.contestId === c.id).map((s) => ({ id: s.id, instructions: localized(s, 'instructions'), description: localized(s, 'description') })),
    prizes: prizes.filter((p) => p.contestId === c.id).map((p) => ({ id: p.id, title: localized(p, 'title'), imageUrl: p.imageUrl, amount: p.amount })),
    active: c.active === 1,
    entries: Number(c.entries ?? 0),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  }))
}

/** Steps and prizes are replaced whole, in the order given (nothing refers to them). */
async function writeStepsAndPrizes(trx: Database, contestId: number, { steps, prizes }: Pick<ContestWrite, 'steps' | 'prizes'>) {
  await trx.deleteFrom('contestSteps').where('contestId', '=', contestId).execute()
  await trx.deleteFrom('contestPrizes').where('contestId', '=', contestId).execute()
  if (steps.length > 0) await trx.insertInto('contestSteps').values(steps.map((s, position) => ({ ...s, contestId, position }))).execute()
  if (prizes.length > 0) await trx.insertInto('contestPrizes').values(prizes.map((p, position) => ({ ...p, contestId, position }))).execute()
}

/**
 * Options are kept by id, since entries name the option they chose: labels and order change in
 * place, new ones are added, and the ones left out are removed (the route first refuses removing
 * one an entry chose). Positions are unique per contest, so they move out of the way first.
 */
async function writeOptions(trx: Database, contestId: number, options: ContestWrite['options']) {
  const kept = options.flatMap((o) => (o.id === undefined ? [] : [o.id]))
  let removal = trx.deleteFrom('contestOptions').where('contestId', '=', contestId)
  if (kept.length > 0) removal = removal.where('id', 'not in', kept)
  await removal.execute()
  await trx.updateTable('contestOptions').set({ position: sql<number>`-1 - position` }).where('contestId', '=', contestId).execute()
  for (const [position, { id, labelEn, labelBm }] of options.entries()) {
    if (id === undefined) await trx.insertInto('contestOptions').values({ contestId, position, labelEn, labelBm }).execute()
    else await trx.updateTable('contestOptions').set({ position, labelEn, labelBm }).where('id', '=', id).where('contestId', '=', contestId).execute()
  }
}

export async function insertContest(trx: Database, contest: ContestWrite & ContestIcons, at: Date): Promise<number> {
  const now = at.toISOString()
  const { steps, prizes, options, ...row } = contest
  const { id } = await trx
    .insertInto('contests')
    .values({ ...row, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  await writeStepsAndPrizes(trx, id, { steps, prizes })
  await writeOptions(trx, id, options)
  return id
}

/** Updates a contest and its lists; icons only when new ones came. False when there is no such contest. */
export async function updateContest(trx: Database, id: number, contest: ContestWrite & Partial<ContestIcons>, at: Date): Promise<boolean> {
  const { steps, prizes, options, ...row } = contest
  const result = await trx
    .updateTable('contests')
    .set({ ...row, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst()
  if (result.numUpdatedRows === 0n) return false
  await writeStepsAndPrizes(trx, id, { steps, prizes })
  await writeOptions(trx, id, options)
  return true
}

/** The option ids of a contest that entries chose. */
export async function chosenOptionIds(db: Database, contestId: number): Promise<number[]> {
  const rows = await db.selectFrom('contestEntries').select('optionId').distinct().where('contestId', '=', contestId).where('optionId', 'is not', null).execute()
  return rows.map((r) => r.optionId!)
}

export async function flipContestActive(trx: Database, id: number, at: Date): Promise<boolean> {
  const result = await trx.updateTable('contests').set({ active: sql<Flag>`1 - active`, updatedAt: at.toISOString() }).where('id', '=', id).executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The review's contest selector: every contest, newest start first. */
export async function contestActivities(db: Database) {
  const rows = await db.selectFrom('contests').select(['id', 'nameEn', 'nameBm', 'startsAt', 'endsAt']).orderBy('startsAt', 'desc').orderBy('id', 'desc').execute()
  return rows.map((r) => ({ id: r.id, name: localized(r, 'name'), startsAt: r.startsAt, endsAt: r.endsAt }))
}

export async function contestExists(db: Database, id: number): Promise<boolean> {
  return (await db.selectFrom('contests').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}

function entriesQuery(db: Database) {
  return db
    .selectFrom('contestEntries as e')
    .innerJoin('contests as c', 'c.id', 'e.contestId')
    .innerJoin('members as m', 'm.id', 'e.memberId')
    .leftJoin('contestOptions as o', 'o.id', 'e.optionId')
    .select([
      'e.id',
      'e.status',
      'e.createdAt',
      'e.link',
      'e.imageFile',
      'e.receiptFile',
      'c.nameEn',
      'c.nameBm',
      'm.name',
      'm.number',
      'm.email',
      'o.labelEn',
      'o.labelBm',
    ])
}
type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesQuery>['execute']>>[number]

const entryOf = (r: EntryRow): ReviewEntry => ({
  id: r.id,
  status: r.status,
  activityName: { en: r.nameEn, bm: r.nameBm },
  name: r.name,
  number: r.number,
  email: r.email,
  submittedAt: r.createdAt,
  link: r.link,
  option: r.labelEn === null || r.labelBm === null ? null : { en: r.labelEn, bm: r.labelBm },
  hasScreenshot: r.imageFile !== null,
  hasReceipt: r.receiptFile !== null,
})

/** One page of a contest's entries in one status, oldest first; the search matches the entry id, or the entrant's name, phone or email in any case. */
export async function reviewEntries(db: Database, { activityNum, status, search, page }: ReviewQuery) {
  let query = entriesQuery(db).where('e.contestId', '=', activityNum).where('e.status', '=', status)
  if (search !== '') {
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    const id = /^\d{1,9}$/.test(search) ? Number(search) : -1
    query = query.where((eb) =>
      eb.or([
        eb('e.id', '=', id),
        eb(sql`lower(m.name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(m.number)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(coalesce(m.email, ''))`, 'like', sql`${like} escape '\\'`),
      ]),
    )
  }
  const [{ total }] = (await query.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('total')).execute()) as [{ total: number | string }]
  const rows = await query
    .orderBy('e.id')
    .limit(REVIEW_PAGE_SIZE)
    .offset((page - 1) * REVIEW_PAGE_SIZE)
    .execute()
  return { data: rows.map(entryOf), total: Number(total), page, pageSize: REVIEW_PAGE_SIZE }
}

export async function reviewEntry(db: Database, id: number): Promise<ReviewEntry | undefined> {
  const row = await entriesQuery(db).where('e.id', '=', id).executeTakeFirst()
  return row && entryOf(row)
}

/** Moves an entry to `status` when it is in another one; false when it is not (already there, or gone). */
export async function setEntryStatus(trx: Database, id: number, status: ContestEntryStatus, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable('contestEntries')
    .set({ status, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .where('status', '!=', status)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export const REVIEW_CSV_BATCH = 500

/** Every entry of a contest, oldest first, a batch at a time by the last id read (for the CSV). */
export async function* contestEntryBatches(db: Database, contestId: number, size = REVIEW_CSV_BATCH): AsyncGenerator<ReviewEntry[]> {
  let after = 0
  for (;;) {
    const rows = await entriesQuery(db).where('e.contestId', '=', contestId).where('e.id', '>', after).orderBy('e.id').limit(size).execute()
    if (rows.length > 0) yield rows.map(entryOf)
    if (rows.length < size) return
    after = rows.at(-1)!.id
  }
}

/** The private file names of an entry. */
export async function entryFiles(db: Database, id: number) {
  return db.selectFrom('contestEntries').select(['imageFile', 'receiptFile']).where('id', '=', id).executeTakeFirst()
}
