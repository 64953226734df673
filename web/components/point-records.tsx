import { useTranslation } from 'react-i18next'
import type { PointRecord } from '../../domain/point-records.ts'
import { formatDate, formatNumber } from '../lib/format.ts'
import './point-records.css'
import { pointSourceKey } from './point-source-key.ts'

/** Point records, newest first as given: what they were for, when, and the points (negative means used). */
export function PointRecords({ records }: { records: PointRecord[] }) {
  const { t } = useTranslation()
  return (
    <ul className="point-records">
      {records.map((r) => (
        <li key={r.id} data-kind={r.points < 0 ? 'used' : 'earned'}>
          <span className="point-record-source">{t(pointSourceKey(r))}</span>
          <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
          <strong className="point-record-points">
            {r.points < 0 ? t('points.usedAmount', { points: formatNumber(-r.points) }) : t('points.earnedAmount', { points: formatNumber(r.points) })}
          </strong>
        </li>
      ))}
    </ul>
  )
}
