import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Member } from '../../domain/member.ts'
import { businessDate } from '../../domain/business-time.ts'
import { countingSince, type Tier, tierProgressMessage } from '../../domain/tiers.ts'
import { formatDate, formatNumber } from '../lib/format.ts'
import './tier-progress.css'

type TierStanding = Pick<Member, 'tier' | 'tierSetting' | 'tierResetDate' | 'totalPointsInPastYear'>

/** The member's tier badge, a bar toward the next tier and what it takes by the tier reset date. */
export function TierProgress({ member }: { member: TierStanding }) {
  const { t } = useTranslation()
  const textId = useId()
  const { tier } = member
  const progress = member.tierSetting[0]!
  const tierName = (of: Tier) => t(`tiers.name.${of}`)
  const message = tierProgressMessage(progress, member.tierResetDate)
  const date = formatDate(member.tierResetDate)
  const text =
    message.key === 'highest'
      ? t('tiers.progressText.highest')
      : message.key === 'reached'
        ? t('tiers.progressText.reached', { tier: tierName(message.nextTier), date })
        : t('tiers.progressText.needed', { tier: tierName(message.nextTier), date, points: formatNumber(message.points) })

  return (
    <div className="tier-progress">
      <p className="tier-progress-head">
        <span className="tier-badge" data-tier={tier}>
          {tierName(tier)}
        </span>
        <span>{t('tiers.pastYear', { points: formatNumber(member.totalPointsInPastYear), date: formatDate(countingSince(member.tierResetDate, businessDate(new Date()))) })}</span>
      </p>
      <div
        className="tier-bar"
        role="progressbar"
        aria-label={progress.nextTier ? t('tiers.progressTo', { tier: tierName(progress.nextTier) }) : t('tiers.progressHighest')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={t('tiers.percent', { percent: progress.percent })}
        aria-describedby={textId}
      >
        <span style={{ width: `${progress.percent}%` }} />
      </div>
      <p id={textId} className="tier-progress-text">
        {text}
      </p>
    </div>
  )
}
