import { useTranslation } from 'react-i18next'
import { GOLD_FIRST_CODE_MULTIPLIER } from '../../../domain/points.ts'
import { type Tier, TIER_THRESHOLDS, TIERS } from '../../../domain/tiers.ts'
import { useClub } from '../../lib/club.ts'
import { formatNumber } from '../../lib/format.ts'

/** What a tier takes and gives (spec 1 §6's table), with the points the club's settings credit now. */
export function TierBenefits({ tier, isMemberTier }: { tier: Tier; isMemberTier: boolean }) {
  const { t } = useTranslation()
  const next = TIERS[TIERS.indexOf(tier) + 1]
  const from = formatNumber(TIER_THRESHOLDS[tier])
  const { tierBonuses, referralPoints } = useClub().points
  const { welcome, birthday } = tierBonuses[tier]
  const points = (n: number) => formatNumber(n)
  return (
    <div className="tier-benefits">
      <p>{next ? t('tiers.range', { from, to: formatNumber(TIER_THRESHOLDS[next] - 1) }) : t('tiers.rangeTop', { from })}</p>
      {isMemberTier && <p className="tier-current">{t('tiers.yourTier')}</p>}
      <ul>
        {welcome !== null && <li>{t('tiers.benefits.welcome', { points: points(welcome) })}</li>}
        <li>{t('tiers.benefits.birthday', { points: points(birthday) })}</li>
        <li>{t('tiers.benefits.referrer', { points: points(referralPoints[tier].referrer) })}</li>
        <li>{t('tiers.benefits.referee', { points: points(referralPoints[tier].referee) })}</li>
        {tier === 'gold' && <li>{t('tiers.benefits.firstCode', { multiplier: GOLD_FIRST_CODE_MULTIPLIER })}</li>}
      </ul>
    </div>
  )
}
