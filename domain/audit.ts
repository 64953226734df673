import { z } from 'zod'
import { CalendarDateSchema } from './calendar-date.ts'

/**
 * The back office's audit log (DECISIONS "Back office"): every write, who made it, when, and the
 * entity before and after. Shared by web and API.
 */

/** What was changed, as the log names it: the filter's choices. New areas add theirs here. */
export const AUDIT_ENTITIES = [
  // One per line: areas join in parallel branches.
  'news',
  'article',
  'notice',
  'clubSettings',
  'pointSettings',
  'wisher',
  'journey',
  'blog',
  'donateItem',
  'mysteryCampaign',
  'mysteryPrize',
  'mysteryDraw',
  'contest',
  'contestEntry',
  'massCredit',
  'bulkUsers',
  'member',
  'admin',
  'brand',
  'format',
  'codeBatch',
  'retailer',
  'sku',
  'receipt',
  'sample',
  'surveyQuestion',
  'shopCategory',
  'shopItem',
  'pregnantItem',
  'order',
  'voucherType',
  'voucherBatch',
  'promoter',
] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]

/** Entries one page of the log shows; older ones come by `before`, the last id seen. */
export const AUDIT_PAGE = 100

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    admin: z.object({ id: z.number().int().nullable(), username: z.string() }),
    /** `<entity>.<verb>`, e.g. `news.add`, `notice.edit`, `clubSettings.edit`. */
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
  })
  .meta({ id: 'AuditEntry' })
export type AuditEntry = z.infer<typeof AuditEntrySchema>

/** The log's filter: Malaysian days (either may stand alone), the entity, an admin's username, an entity id. */
export const AuditFilterSchema = z.strictObject({
  startDate: CalendarDateSchema.optional(),
  endDate: CalendarDateSchema.optional(),
  entity: z.enum(AUDIT_ENTITIES).optional(),
  username: z.string().trim().max(100).optional(),
  entityId: z.string().trim().max(100).optional(),
})
export type AuditFilter = z.output<typeof AuditFilterSchema>
