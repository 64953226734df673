import { z } from 'zod'

// The point settings the back office edits, with their defaults; apart from domain/points.ts so
// the web app's first load, which needs the point sources, does not bring zod with it.

/** Days of the month whose codes and receipts earn double points (settings; spec default 15 and 22). */
export const DoublePointDaysSchema = z.array(z.number().int().min(1).max(31)).max(31)
export const DEFAULT_DOUBLE_POINT_DAYS = [15, 22]

/** Per-tier multipliers the spec mentions without values: settings, 1x until the brand sets them. */
export const TierMultipliersSchema = z.strictObject({ gold: z.number().positive(), platinum: z.number().positive(), diamond: z.number().positive() })
export const DEFAULT_TIER_MULTIPLIERS = { gold: 1, platinum: 1, diamond: 1 }
