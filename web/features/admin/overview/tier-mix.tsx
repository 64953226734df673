import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { TIERS, type Tier } from '../../../../domain/tiers.ts'
import { formatNumber } from '../../../lib/format.ts'

const percent = new Intl.NumberFormat('en-MY', { style: 'percent', maximumFractionDigits: 1 })
/** Each tier in a colour of the club's, in the share bar and beside its name. */
const TIER_COLOURS: Record<Tier, string> = { gold: 'var(--brand-accent)', platinum: 'var(--ink-soft)', diamond: 'var(--brand-primary)' }

/** The verified members of each tier now: a bar split by share, and each tier's count and share in words. */
export function TierMix({ tiers }: { tiers: Record<Tier, number> }) {
  const { t } = useTranslation()
  const titleId = useId()
  const total = TIERS.reduce((sum, tier) => sum + tiers[tier], 0)
  return (
    <section className="overview-tiers" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('adminOverview.tiers.title')}</h2>
      {total === 0 ? (
        <p className="notice">{t('adminOverview.tiers.empty')}</p>
      ) : (
        <>
          <p>{t('adminOverview.tiers.total', { members: formatNumber(total) })}</p>
          {/* The list below says the same in words. */}
          <div className="overview-share" aria-hidden="true">
            {TIERS.map((tier) => (
              <span key={tier} style={{ flexGrow: tiers[tier], background: TIER_COLOURS[tier] }} />
            ))}
          </div>
          <ul className="overview-tier-list">
            {TIERS.map((tier) => (
              <li key={tier}>
                <span className="overview-swatch" style={{ background: TIER_COLOURS[tier] }} aria-hidden="true" />
                <span>{t(`tiers.name.${tier}`)}</span>
                <strong>{formatNumber(tiers[tier])}</strong>
                <span>({percent.format(tiers[tier] / total)})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
