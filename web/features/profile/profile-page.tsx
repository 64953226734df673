import { Link, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { displayPhone } from '../../../domain/identity-rules.ts'
import { MembershipNotice } from '../../components/membership-notice.tsx'
import { PROFILE_COMPLETION_POINTS } from '../../../domain/profile-rules.ts'
import { formatNumber } from '../../lib/format.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { ProfileWizard } from './profile-wizard.tsx'
import { TrackingConsent } from './tracking-consent.tsx'
import { useWizardStore } from './wizard-store.ts'
import './profile.css'

// My rewards is the point shop's My vouchers tab: `/voucherorder` shows one voucher, picked there.
const LINKS: { to: string; search?: Record<string, string>; label: string }[] = [
  { to: '/editprofile', label: 'profile.links.personal' },
  { to: '/viewAddress', label: 'profile.links.addresses' },
  { to: '/viewbabyinfo', label: 'profile.links.babies' },
  { to: '/pointhistory', label: 'profile.links.pointHistory' },
  { to: '/pointshop', search: { tab: 'vouchers' }, label: 'profile.links.rewards' },
  { to: '/referandearn', label: 'profile.links.referAndEarn' },
  { to: '/help', label: 'profile.links.help' },
]

/**
 * `/userprofile` (spec 1 §2): who the member is and where to look after it. Links to screens this
 * build does not have yet stay out (docs/decisions.md 7). The completion wizard opens here too.
 */
export function ProfilePage() {
  const { t } = useTranslation()
  const { routesByPath } = useRouter()
  const member = useMemberStore((s) => s.member)
  const reopenWizard = useWizardStore((s) => s.reopen)
  if (!member) return <p className="page" role="status">{t('common.loading')}</p>
  return (
    <section className="page narrow profile-page">
      <h1>{t('pages.profile')}</h1>
      <div className="card profile-summary">
        <p className="profile-name">{member.name}</p>
        <p>{displayPhone(member.number)}</p>
        <p>{member.email}</p>
        <p className="profile-points">{t('profile.points', { points: formatNumber(member.totalPoints) })}</p>
      </div>
      <MembershipNotice membership={member.membership} />
      {!member.forceUpdated && (
        <div className="card profile-complete">
          <h2>{t('profile.complete.title')}</h2>
          <p>{t('profile.complete.body', { points: PROFILE_COMPLETION_POINTS })}</p>
          <button type="button" className="button" onClick={reopenWizard}>
            {t('profile.complete.button')}
          </button>
        </div>
      )}
      <nav aria-label={t('profile.menu')}>
        <ul className="profile-links">
          {LINKS.filter((link) => link.to in routesByPath).map((link) => (
            <li key={link.to}>
              <Link to={link.to} search={link.search}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <TrackingConsent member={member} />
      <ProfileWizard />
    </section>
  )
}
