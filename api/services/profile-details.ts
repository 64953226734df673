import type { Selectable, Updateable } from 'kysely'
import { businessDate } from '../../domain/business-time.ts'
import { edbProblem, isLocked } from '../../domain/profile-rules.ts'
import type { PersonalDetails } from '../../domain/profile.ts'
import type { MembersTable } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'

export type SavedDetails = Pick<
  Selectable<MembersTable>,
  'name' | 'race' | 'nationality' | 'pregnancyStage' | 'pregnancyStageUpdatedAt' | 'edb' | 'detailsUpdatedAt'
>
export const SAVED_DETAILS_COLUMNS = ['name', 'race', 'nationality', 'pregnancyStage', 'pregnancyStageUpdatedAt', 'edb', 'detailsUpdatedAt'] as const

/**
 * The columns a details save changes, after the rules of spec 1 §4-§5: a due date only while
 * pregnant, and required then. With `locks`, the pregnancy stage and the name, race and
 * nationality each change once in 6 months; an unchanged value is never refused, so a save that
 * changes nothing changes nothing and succeeds.
 */
export function detailsChanges(saved: SavedDetails, next: PersonalDetails, at: Date, { locks }: { locks: boolean }): Updateable<MembersTable> {
  const today = businessDate(at)
  const now = at.toISOString()
  const edb = next.pregnancyStage === 'pregnant' ? next.edb : null
  const edbWrong = next.pregnancyStage === 'pregnant' && edbProblem(edb, today, saved.edb)
  if (edbWrong) throw new ApiError(422, edbWrong)

  const stageChanged = next.pregnancyStage !== saved.pregnancyStage
  const detailsChanged = next.name !== saved.name || next.race !== saved.race || next.nationality !== saved.nationality
  if (locks && stageChanged && isLocked(saved.pregnancyStageUpdatedAt, today)) throw new ApiError(422, 'pregnancyStageLocked')
  if (locks && detailsChanged && isLocked(saved.detailsUpdatedAt, today)) throw new ApiError(422, 'detailsLocked')

  return {
    ...(detailsChanged && { name: next.name, race: next.race, nationality: next.nationality }),
    // The forced completion is not the six-monthly update: it leaves that lock where it was.
    ...(detailsChanged && locks && { detailsUpdatedAt: now }),
    ...(stageChanged && { pregnancyStage: next.pregnancyStage, pregnancyStageUpdatedAt: now }),
    ...(edb !== saved.edb && { edb }),
  }
}
