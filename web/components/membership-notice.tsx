import { useTranslation } from 'react-i18next'
import type { Membership } from '../../domain/membership.ts'
import { formatLongDate } from '../lib/format.ts'
import { useCurrentLanguage } from '../lib/language.ts'

/**
 * Tells the member their membership is about to end (30 days ahead) or has ended, with the date
 * (domain/membership.ts); nothing while it has no end in sight. On the dashboard and the profile.
 */
export function MembershipNotice({ membership }: { membership: Membership }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  if (membership.state === 'active' || !membership.endsOn) return null
  const date = formatLongDate(membership.endsOn, language)
  return (
    <section className="notice membership-notice" aria-labelledby="membership-notice-title">
      <h2 id="membership-notice-title">{t(`membership.${membership.state}.title`, { date })}</h2>
      <p>{t(`membership.${membership.state}.body`, { date })}</p>
    </section>
  )
}
