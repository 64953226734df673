import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { tierStatusOf } from '../../../domain/tiers.ts'
import { formatDate } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useFreshMember } from './use-fresh-member.ts'
import './tiers.css'

/** `/tierHistory`: every yearly review, newest first, and when the next one is. */
export function TierHistoryPage() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const member = useFreshMember()
  if (!member) return <p className="page" role="status">{t('common.loading')}</p>
  const nextReview = formatDate(member.tierResetDate)
  return (
    <section className="page narrow tier-page">
      <h1>{t('tiers.history.title')}</h1>
      {member.tierHistory.length === 0 ? (
        <p className="notice">{t('tiers.history.empty', { date: nextReview })}</p>
      ) : (
        <>
          <p>{t('tiers.history.nextReview', { date: nextReview })}</p>
          <table className="tier-history">
            <thead>
              <tr>
                <th scope="col">{t('tiers.history.date')}</th>
                <th scope="col">{t('tiers.history.status')}</th>
                <th scope="col">{t('tiers.history.tier')}</th>
              </tr>
            </thead>
            <tbody>
              {member.tierHistory.map((change) => (
                <tr key={change.tierChangeDate} data-status={tierStatusOf(change.from, change.to)}>
                  <td>{formatDate(change.tierChangeDate)}</td>
                  <td>{change.tierStatus[language]}</td>
                  <td>{t('tiers.history.change', { from: t(`tiers.name.${change.from}`), to: t(`tiers.name.${change.to}`) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p className="tier-links">
        <Link to="/tier">{t('tiers.title')}</Link>
        <Link to="/tierHelpCenter">{t('tiers.help.title')}</Link>
      </p>
    </section>
  )
}
