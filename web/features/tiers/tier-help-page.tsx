import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { TIER_THRESHOLDS } from '../../../domain/tiers.ts'
import { formatNumber } from '../../lib/format.ts'
import './tiers.css'

/** `/tierHelpCenter`: how tiers work, in questions and answers. */
export function TierHelpPage() {
  const { t } = useTranslation()
  const limits = {
    goldTo: formatNumber(TIER_THRESHOLDS.platinum - 1),
    platinumFrom: formatNumber(TIER_THRESHOLDS.platinum),
    platinumTo: formatNumber(TIER_THRESHOLDS.diamond - 1),
    diamondFrom: formatNumber(TIER_THRESHOLDS.diamond),
  }
  const questions = [
    { q: t('tiers.help.whatQ'), a: t('tiers.help.whatA') },
    { q: t('tiers.help.levelsQ'), a: t('tiers.help.levelsA', limits) },
    { q: t('tiers.help.pointsQ'), a: t('tiers.help.pointsA') },
    { q: t('tiers.help.reviewQ'), a: t('tiers.help.reviewA') },
    { q: t('tiers.help.progressQ'), a: t('tiers.help.progressA') },
  ]
  return (
    <section className="page narrow tier-page">
      <h1>{t('tiers.help.title')}</h1>
      {questions.map(({ q, a }) => (
        <section key={q} className="tier-help">
          <h2>{q}</h2>
          <p>{a}</p>
        </section>
      ))}
      <p className="tier-links">
        <Link to="/tier">{t('tiers.title')}</Link>
        <Link to="/tierHistory">{t('tiers.history.title')}</Link>
      </p>
    </section>
  )
}
