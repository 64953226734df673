import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../components/icons.tsx'
import { FreeSampleAnnouncement } from '../../components/free-sample-announcement.tsx'
import { OutboxBadge } from '../../components/outbox-badge.tsx'
import { homeOf, viewerOf } from '../../lib/access.ts'
import { useClub } from '../../lib/club.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useSessionStore } from '../../lib/session-store.ts'
import { signOut } from '../../lib/sign-out.ts'
import { LanguageSwitch } from '../../components/language-switch.tsx'

export function SiteHeader() {
  const { t } = useTranslation()
  const club = useClub()
  const language = useCurrentLanguage()
  const viewer = viewerOf(useSessionStore((s) => (s.token ? s.type : null)))
  const signedIn = viewer.kind !== 'anonymous'
  const [announcing, setAnnouncing] = useState(false)

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <div className="site-header-bar">
        <Link to={homeOf(viewer, language)} className="brand">
          <img src={club.logoUrl} alt="" width="40" height="40" />
          <span className="brand-name">{club.name}</span>
        </Link>
        <nav aria-label={t('shell.corporateMenu')} className="corporate-menu">
          <details>
            <summary>
              <Icon name="menu" />
              <span>{t('shell.menu')}</span>
            </summary>
            <ul>
              <li className="narrow-only">
                {signedIn ? (
                  <button type="button" className="menu-button" onClick={() => setAnnouncing(true)}>
                    {t('shell.freeSamples')}
                  </button>
                ) : (
                  <a href={`${import.meta.env.BASE_URL}${language}#free-sample`}>{t('shell.freeSamples')}</a>
                )}
              </li>
              {!signedIn && (
                <li className="narrow-only">
                  <Link to="/$lang" params={{ lang: language }} hash="signup">
                    {t('shell.signup')}
                  </Link>
                </li>
              )}
              {club.corporateLinks.map((link) => (
                <li key={link.href.en}>
                  <a href={link.href[language]} rel="noopener">
                    {link.label[language]}
                  </a>
                </li>
              ))}
              {(['facebook', 'instagram', 'youtube'] as const).map((network) => (
                <li key={network}>
                  <a href={club.socialLinks[network]} rel="noopener">
                    {t(`shell.social.${network}`)}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        </nav>
        <div className="site-header-actions">
          {signedIn ? (
            <button type="button" className="link-button wide-only" onClick={() => setAnnouncing(true)}>
              {t('shell.freeSamples')}
            </button>
          ) : (
            <a href={`${import.meta.env.BASE_URL}${language}#free-sample`} className="link-button wide-only">
              {t('shell.freeSamples')}
            </a>
          )}
          {viewer.kind === 'member' && <OutboxBadge />}
          <LanguageSwitch />
          {signedIn ? (
            <button type="button" className="button secondary logout-button" onClick={() => void signOut()}>
              <Icon name="logout" size={20} />
              <span className="logout-text">{t('shell.logout')}</span>
            </button>
          ) : (
            <>
              <Link to="/$lang/signin" params={{ lang: language }} className="button secondary">
                {t('shell.login')}
              </Link>
              <Link to="/$lang" params={{ lang: language }} hash="signup" className="button wide-only">
                {t('shell.signup')}
              </Link>
            </>
          )}
        </div>
      </div>
      <FreeSampleAnnouncement open={announcing} onClose={() => setAnnouncing(false)} />
    </header>
  )
}
