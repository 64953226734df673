import { sql } from 'kysely'
import type { AdminSurveyQuestion, SurveyQuestion, SurveyQuestionDraft } from '../../domain/sample-survey.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'
import type { Flag } from './schema.ts'

/** The free-sample survey's questions (domain/sample-survey.ts) and whether a sample's feedback was given. */

type ChoiceRow = { id: number; questionId: number; sub: number; titleEn: string; titleBm: string }

/** The choices of the questions, in the order they were written, grouped by question. */
async function choicesOf(db: Database, questionIds: number[]): Promise<Map<number, ChoiceRow[]>> {
  const byQuestion = new Map<number, ChoiceRow[]>()
  if (!questionIds.length) return byQuestion
  const rows = await db
    .selectFrom('sampleQuestionChoices')
    .select(['id', 'questionId', 'sub', 'titleEn', 'titleBm'])
    .where('questionId', 'in', questionIds)
    .orderBy('questionId')
    .orderBy('id')
    .execute()
  for (const row of rows) byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row])
  return byQuestion
}

/**
 * The shown questions asked about a sample of this brand and size (those set for it, or for every
 * brand or size), oldest first, as written: `%brandName%` is filled in by the caller.
 */
export async function surveyQuestionsFor(db: Database, brandId: number, sizeId: number): Promise<SurveyQuestion[]> {
  const questions = await db
    .selectFrom('sampleQuestions')
    .select(['id', 'type', 'titleEn', 'titleBm', 'subTitleEn', 'subTitleBm', 'subType'])
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('brandId', 'is', null), eb('brandId', '=', brandId)]))
    .where((eb) => eb.or([eb('sizeId', 'is', null), eb('sizeId', '=', sizeId)]))
    .orderBy('id')
    .execute()
  const choices = await choicesOf(
    db,
    questions.map((q) => q.id),
  )
  return questions.map((q) => {
    const own = choices.get(q.id) ?? []
    const choice = (c: ChoiceRow) => ({ id: c.id, title: localized(c, 'title') })
    return {
      id: q.id,
      type: q.type,
      title: localized(q, 'title'),
      choices: own.filter((c) => c.sub === 0).map(choice),
      sub:
        q.type === 'rate' && q.subType
          ? { title: { en: q.subTitleEn ?? '', bm: q.subTitleBm ?? '' }, type: q.subType, choices: own.filter((c) => c.sub === 1).map(choice) }
          : null,
    }
  })
}

/** Every question as the back office lists it, newest first; with `id`, that one only (none if unknown). */
export async function adminSurveyQuestions(db: Database, id?: number): Promise<AdminSurveyQuestion[]> {
  const questions = await db
    .selectFrom('sampleQuestions as q')
    .leftJoin('brands as b', 'b.id', 'q.brandId')
    .leftJoin('sizes as s', 's.id', 'q.sizeId')
    .leftJoin('formats as f', 'f.id', 's.formatId')
    .selectAll('q')
    .select(['b.name as brandName', 's.name as sizeName', 'f.name as formatName'])
    .$if(id !== undefined, (q) => q.where('q.id', '=', id!))
    .orderBy('q.createdAt', 'desc')
    .orderBy('q.id', 'desc')
    .execute()
  const choices = await choicesOf(
    db,
    questions.map((q) => q.id),
  )
  return questions.map((q) => {
    const own = choices.get(q.id) ?? []
    const choice = (c: ChoiceRow) => ({ id: c.id, title: c.titleEn, bmTitle: c.titleBm })
    return {
      id: q.id,
      title: q.titleEn,
      bmTitle: q.titleBm,
      type: q.type,
      subtitle: q.subTitleEn,
      subbmTitle: q.subTitleBm,
      subtype: q.subType,
      brand: q.brandId !== null ? { id: q.brandId, name: q.brandName ?? '' } : null,
      size: q.sizeId !== null ? { id: q.sizeId, name: q.sizeName ?? '', format: q.formatName ?? '' } : null,
      active: q.active === 1,
      createdAt: q.createdAt,
      updatedAt: q.updatedAt,
      sampleQuestionChoices: own.filter((c) => c.sub === 0).map(choice),
      subQuestionChoices: own.filter((c) => c.sub === 1).map(choice),
    }
  })
}

/** Writes a question and its choices (call it in a transaction); answers its id. */
export async function insertSurveyQuestion(trx: Database, q: SurveyQuestionDraft, at: Date): Promise<number> {
  const now = at.toISOString()
  const { id } = await trx
    .insertInto('sampleQuestions')
    .values({
      titleEn: q.title.en,
      titleBm: q.title.bm,
      type: q.type,
      brandId: q.brandId,
      sizeId: q.sizeId,
      subTitleEn: q.sub?.title.en ?? null,
      subTitleBm: q.sub?.title.bm ?? null,
      subType: q.sub?.type ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const choices = [...q.choices.map((c) => ({ ...c, sub: 0 as const })), ...(q.sub?.choices ?? []).map((c) => ({ ...c, sub: 1 as const }))]
  if (choices.length) {
    await trx
      .insertInto('sampleQuestionChoices')
      .values(choices.map((c) => ({ questionId: id, sub: c.sub, titleEn: c.en, titleBm: c.bm })))
      .execute()
  }
  return id
}

/** Shows a hidden question or hides a shown one, by one update; answers its new state, undefined when unknown. */
export async function toggleSurveyQuestion(db: Database, id: number, at: Date): Promise<boolean | undefined> {
  const row = await db
    .updateTable('sampleQuestions')
    .set({ active: sql<Flag>`1 - active`, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .returning('active')
    .executeTakeFirst()
  return row && row.active === 1
}

/** A brand's name, undefined when there is no such brand. */
export async function brandNameOf(db: Database, brandId: number): Promise<string | undefined> {
  return (await db.selectFrom('brands').select('name').where('id', '=', brandId).executeTakeFirst())?.name
}

/** Whether the size is one of the brand's. */
export async function sizeOfBrand(db: Database, sizeId: number, brandId: number): Promise<boolean> {
  return (await db.selectFrom('sizes').select('id').where('id', '=', sizeId).where('brandId', '=', brandId).executeTakeFirst()) !== undefined
}

/** Whether a sample order's feedback was already given. */
export async function feedbackGiven(db: Database, orderId: string): Promise<boolean> {
  return (await db.selectFrom('sampleFeedback').select('orderId').where('orderId', '=', orderId).executeTakeFirst()) !== undefined
}
