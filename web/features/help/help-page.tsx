import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useClub } from '../../lib/club.ts'
import { useCurrentLanguage } from '../../lib/language.ts'

/** `/help`: where answers are (the FAQ pages, tiers, receipts) and how to reach the care line. */
export function HelpPage() {
  const { t } = useTranslation()
  const club = useClub()
  const language = useCurrentLanguage()
  const faqs = [
    { slug: 'how-to-collect-points', key: 'collect' },
    { slug: `${club.productSlug}-sample-request`, key: 'sample' },
    { slug: 'resend-activation-link', key: 'activation' },
  ]
  return (
    <section className="page narrow">
      <h1>{t('help.title')}</h1>
      <p>{t('help.lead')}</p>
      <h2>{t('help.topics')}</h2>
      <ul className="link-list">
        {faqs.map((faq) => (
          <li key={faq.key}>
            <Link to="/faq/$slug" params={{ slug: faq.slug }}>
              {t(`help.faq.${faq.key}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/tierHelpCenter">{t('help.tiers')}</Link>
        </li>
        <li>
          <Link to="/uploadReceipt/producttable">{t('help.pointChart')}</Link>
        </li>
      </ul>
      <h2>{t('help.contactTitle')}</h2>
      <p>{t('help.contact', { hours: club.supportHours[language] })}</p>
      <p>
        <a href={`mailto:${club.supportEmail}`}>{club.supportEmail}</a>
      </p>
    </section>
  )
}
