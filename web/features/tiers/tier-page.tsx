import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Tier, TIERS } from '../../../domain/tiers.ts'
import { Tabs } from '../../components/tabs.tsx'
import { TierProgress } from '../../components/tier-progress.tsx'
import { TierBenefits } from './tier-benefits.tsx'
import { useFreshMember } from './use-fresh-member.ts'
import './tiers.css'

/** `/tier`: the member's tier and progress, and each tier's benefits on its own tab. */
export function TierPage() {
  const { t } = useTranslation()
  const member = useFreshMember()
  const [chosen, setChosen] = useState<Tier>()
  if (!member) return <p className="page" role="status">{t('common.loading')}</p>
  // The member's own tier is open first.
  const shown = chosen ?? member.tier
  return (
    <section className="page narrow tier-page">
      <h1>{t('tiers.title')}</h1>
      <TierProgress member={member} />
      <p className="tier-links">
        <Link to="/tierHistory">{t('tiers.history.title')}</Link>
        <Link to="/tierHelpCenter">{t('tiers.help.title')}</Link>
      </p>
      <h2>{t('tiers.benefitsTitle')}</h2>
      <Tabs label={t('tiers.benefitsTitle')} tabs={TIERS.map((tier) => ({ key: tier, label: t(`tiers.name.${tier}`) }))} selected={shown} onSelect={setChosen}>
        <TierBenefits tier={shown} isMemberTier={shown === member.tier} />
      </Tabs>
    </section>
  )
}
