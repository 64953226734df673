import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { previewName } from '../../../domain/rewards.ts'
import { formatNumber } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchRewardHighlights } from './api/fetch-reward-highlights.ts'
import { SectionPlaceholder } from './section-placeholder.tsx'

/** Six random rewards in stock (spec 1 §2 "reward preview"), names cut at 40 characters, each leading to its detail. */
export function RewardPreview() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const { loaded: rewards } = useLoad(fetchRewardHighlights)
  if (rewards.status === 'loading') return <SectionPlaceholder title={t('dashboard.rewards')} shape="rewards" />
  if (rewards.status === 'failed' || rewards.data.length === 0) return null
  return (
    <section aria-labelledby="rewards-title" className="dashboard-section">
      <div className="section-head">
        <h2 id="rewards-title">{t('dashboard.rewards')}</h2>
        <Link to="/pointshop">{t('dashboard.seeShop')}</Link>
      </div>
      <ul className="reward-preview">
        {rewards.data.map((r) => (
          <li key={r.id}>
            <Link to="/rewarddetail" search={{ id: r.id, type: 'item' }} title={r.name[language]}>
              <img src={r.image[language]} alt="" width="160" height="160" loading="lazy" />
              <span className="reward-name">{previewName(r.name[language])}</span>
              <span className="reward-points">{t('dashboard.rewardPoints', { points: formatNumber(r.points) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
