import { useTranslation } from 'react-i18next'
import { useClub } from '../../lib/club.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { InstallButton } from './install-button.tsx'

const FOOTER_LINKS = ['privacy', 'contact', 'terms', 'cookies'] as const

export function SiteFooter() {
  const { t } = useTranslation()
  const club = useClub()
  const language = useCurrentLanguage()
  return (
    <footer className="site-footer">
      <nav aria-label={t('shell.footerMenu')}>
        <ul>
          {FOOTER_LINKS.map((key) => (
            <li key={key}>
              <a href={club.footerLinks[key][language]} rel="noopener">
                {t(`shell.footer.${key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        {t('shell.supportHours', { hours: club.supportHours[language], email: club.supportEmail })}
      </p>
      <InstallButton />
      <p>© {club.name}</p>
    </footer>
  )
}
