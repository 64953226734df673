import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../components/icons.tsx'
import { useFreeSampleEntry } from '../../components/free-sample-entry.tsx'
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
  // A member starts a request; anyone else reads about samples on the landing page.
  const member = viewer.kind === 'member'
  const freeSample = useFreeSampleEntry()
  const freeSampleHref = `${import.meta.env.BASE_URL}${language}#free-sample`

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
                {member ? (
                  <button
                    type="button"
                    className="menu-button"
                    disabled={freeSample.busy}
                    onClick={(e) => {
                      // The menu folds away, as it does when one of its links is followed.
                      e.currentTarget.closest('details')?.removeAttribute('open')
                      void freeSample.enter()
                    }}
                  >
                    {t('shell.freeSamples')}
                  </button>
                ) : (
                  <a href={freeSampleHref}>{t('shell.freeSamples')}</a>
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
          {member ? (
            <button type="button" className="link-button wide-only" disabled={freeSample.busy} onClick={() => void freeSample.enter()}>
              {t('shell.freeSamples')}
            </button>
          ) : (
            <a href={freeSampleHref} className="link-button wide-only">
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
      {freeSample.modal}
    </header>
  )
}
