import type { LocalizedText } from '../../../domain/club.ts'
import { http } from '../../lib/api-client.ts'

export interface PointChart {
  skus: { id: number; name: LocalizedText; brand: string | null; pointsPerUnit: number }[]
  doublePointDays: number[]
}

export function fetchPointChart(): Promise<PointChart> {
  return http.get('pointchart').json<PointChart>()
}
