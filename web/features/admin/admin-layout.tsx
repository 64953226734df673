import { Link, Outlet } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useClub } from '../../lib/club.ts'
import { useSessionStore } from '../../lib/session-store.ts'
import { signOut } from '../../lib/sign-out.ts'
import { LanguageSwitch } from '../../components/language-switch.tsx'
import { adminNavFor } from './admin-nav.ts'

/** The back office frame: top bar with logout, side menu, and the screen. */
export function AdminLayout() {
  const { t } = useTranslation()
  const club = useClub()
  const role = useSessionStore((s) => s.type)
  return (
    <div className="admin">
      <header className="admin-top">
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        <span className="brand">
          <img src={club.logoUrl} alt="" width="32" height="32" />
          <span>{t('admin.title', { club: club.name })}</span>
        </span>
        <LanguageSwitch />
        <button type="button" className="button secondary" onClick={() => void signOut()}>
          {t('shell.logout')}
        </button>
      </header>
      <nav className="admin-nav" aria-label={t('admin.nav.label')}>
        <ul>
          {adminNavFor(role).map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeProps={{ 'aria-current': 'page' }}>
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="admin-main">
        <Outlet />
      </main>
    </div>
  )
}
