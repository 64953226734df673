import type { Selectable } from 'kysely'
import { type Contest, contestOrder, contestStatus, entriesLeft } from '../../domain/contests.ts'
import { householdOf } from './households.ts'
import type { Database } from './connection.ts'
import type { ContestsTable } from './schema.ts'

/** Contests as members see them (domain/contests.ts), the household their entries count toward, and the entries themselves. */

/** How many entries the household has made in each contest (or only in `contestId`). */
export async function householdEntries(trx: Database, household: number[], contestId?: number): Promise<Map<number, number>> {
  let query = trx
    .selectFrom('contestEntries')
    .select((eb) => ['contestId', eb.fn.countAll<number>().as('n')])
    .where('memberId', 'in', household)
    .groupBy('contestId')
  if (contestId !== undefined) query = query.where('contestId', '=', contestId)
  const rows = await query.execute()
  return new Map(rows.map((r) => [r.contestId, Number(r.n)]))
}

export async function contestRow(trx: Database, id: number): Promise<Selectable<ContestsTable> | undefined> {
  return trx.selectFrom('contests').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function contestOptionIds(trx: Database, contestId: number): Promise<Set<number>> {
  const rows = await trx.selectFrom('contestOptions').select('id').where('contestId', '=', contestId).execute()
  return new Set(rows.map((r) => r.id))
}

export interface NewEntry {
  imageFile: string | null
  receiptFile: string | null
  link: string | null
  optionId: number | null
}

/** One submission and its entries; answers the submission's id (the ledger's reference). */
export async function insertSubmission(trx: Database, s: { contestId: number; memberId: number; points: number; entries: NewEntry[]; at: Date }): Promise<number> {
  const createdAt = s.at.toISOString()
  const { id } = await trx
    .insertInto('contestSubmissions')
    .values({ contestId: s.contestId, memberId: s.memberId, entries: s.entries.length, points: s.points, createdAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('contestEntries')
    .values(s.entries.map((e) => ({ submissionId: id, contestId: s.contestId, memberId: s.memberId, ...e, createdAt, updatedAt: createdAt })))
    .execute()
  return id
}

/**
 * Shown contests (active; `only` narrows to one) in members' order, each with its steps, prizes and
 * options, the household's entries used and left and the member's own entries.
 */
export async function contestsFor(db: Database, memberId: number, at: Date, only?: number): Promise<Contest[]> {
  let query = db.selectFrom('contests').selectAll().where('active', '=', 1)
  if (only !== undefined) query = query.where('id', '=', only)
  const contests = contestOrder(await query.execute(), at)
  if (!contests.length) return []
  const ids = contests.map((c) => c.id)
  const [steps, prizes, options, entries, household] = await Promise.all([
    db.selectFrom('contestSteps').selectAll().where('contestId', 'in', ids).orderBy('position').execute(),
    db.selectFrom('contestPrizes').selectAll().where('contestId', 'in', ids).orderBy('position').execute(),
    db.selectFrom('contestOptions').selectAll().where('contestId', 'in', ids).orderBy('position').execute(),
    db
      .selectFrom('contestEntries')
      .select(['id', 'contestId', 'status', 'imageFile', 'receiptFile', 'link', 'optionId', 'createdAt'])
      .where('memberId', '=', memberId)
      .where('contestId', 'in', ids)
      .orderBy('id', 'desc')
      .execute(),
    householdOf(db, memberId),
  ])
  const used = await householdEntries(db, household)
  const of = <T extends { contestId: number }>(rows: T[], id: number) => rows.filter((r) => r.contestId === id)
  return contests.map((c) => ({
    id: c.id,
    name: { en: c.nameEn, bm: c.nameBm },
    description: { en: c.descriptionEn, bm: c.descriptionBm },
    icon: { en: c.iconEn, bm: c.iconBm },
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    status: contestStatus(c, at),
    pointRequired: c.pointRequired === 1,
    pointsPerEntry: c.pointsPerEntry,
    entriesPerPerson: c.entriesPerPerson,
    mechanics: { uploadImages: c.uploadImages === 1, uploadReceipts: c.uploadReceipts === 1, linkUrl: c.linkUrl === 1, gotDropdown: c.gotDropdown === 1 },
    dropdownTitle: { en: c.dropdownTitleEn, bm: c.dropdownTitleBm },
    options: of(options, c.id).map((o) => ({ id: o.id, label: { en: o.labelEn, bm: o.labelBm } })),
    steps: of(steps, c.id).map((s) => ({ instructions: { en: s.instructionsEn, bm: s.instructionsBm }, description: { en: s.descriptionEn, bm: s.descriptionBm } })),
    prizes: of(prizes, c.id).map((p) => ({ title: { en: p.titleEn, bm: p.titleBm }, imageUrl: p.imageUrl, amount: p.amount })),
    entriesUsed: used.get(c.id) ?? 0,
    entriesLeft: entriesLeft(c.entriesPerPerson, used.get(c.id) ?? 0),
    myEntries: of(entries, c.id).map((e) => ({
      id: e.id,
      status: e.status,
      hasImage: e.imageFile !== null,
      hasReceipt: e.receiptFile !== null,
      link: e.link,
      optionId: e.optionId,
      createdAt: e.createdAt,
    })),
  }))
}

/** An entry's private files and whose they are. */
export async function entryFiles(db: Database, id: number) {
  return db.selectFrom('contestEntries').select(['memberId', 'imageFile', 'receiptFile']).where('id', '=', id).executeTakeFirst()
}

/** Whether a committed entry names this private file (the start-up sweep of staged uploads asks). */
export async function contestEntryNamesFile(db: Database, fileName: string): Promise<boolean> {
  const row = await db
    .selectFrom('contestEntries')
    .select('id')
    .where((eb) => eb.or([eb('imageFile', '=', fileName), eb('receiptFile', '=', fileName)]))
    .executeTakeFirst()
  return row !== undefined
}
