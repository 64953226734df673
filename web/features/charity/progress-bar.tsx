import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../lib/format.ts'

/** A bar of points toward a goal, read out by assistive technology as "x of y points". */
export function PointsProgress({ label, points, goal }: { label: string; points: number; goal: number }) {
  const { t } = useTranslation()
  const percent = Math.min(100, Math.round((points / goal) * 100))
  const text = t('charity.progressText', { points: formatNumber(points), goal: formatNumber(goal) })
  return (
    <div className="charity-progress">
      <div className="charity-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={goal} aria-valuenow={points} aria-valuetext={text}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="charity-progress-text" aria-hidden="true">
        {text}
      </p>
    </div>
  )
}
