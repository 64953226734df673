import type { PointRecord } from '../../domain/point-records.ts'
import { POINT_SOURCES } from '../../domain/points.ts'

/** A point record's label: its source, or for a source this version does not know, whether points came or went. */
export function pointSourceKey(record: Pick<PointRecord, 'source' | 'points'>): string {
  if ((POINT_SOURCES as readonly string[]).includes(record.source)) return `points.sources.${record.source}`
  return record.points < 0 ? 'points.sources.otherUsed' : 'points.sources.otherEarned'
}
