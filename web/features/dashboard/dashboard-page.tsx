import { useTranslation } from 'react-i18next'
import { useMemberStore } from '../../lib/member-store.ts'

/** `/dashboard`: the member's home. */
export function DashboardPage() {
  const { t } = useTranslation()
  const member = useMemberStore((s) => s.member)
  if (!member) return <p className="page">{t('common.loading')}</p>
  return (
    <section className="page">
      <h1>{t('dashboard.welcome', { name: member.name.split(' ')[0] })}</h1>
      <p className="points-total">{t('dashboard.points', { count: member.totalPoints })}</p>
    </section>
  )
}
