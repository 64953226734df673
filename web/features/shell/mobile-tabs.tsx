import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Icon, type IconName } from '../../components/icons.tsx'

const TABS: { to: string; icon: IconName; label: string }[] = [
  { to: '/scancode', icon: 'scan', label: 'shell.tabs.scan' },
  { to: '/pointshop', icon: 'gift', label: 'shell.tabs.pointShop' },
  { to: '/inbox', icon: 'inbox', label: 'shell.tabs.inbox' },
  { to: '/userprofile', icon: 'user', label: 'shell.tabs.profile' },
]

/** The member's four tabs at the foot of a phone screen. */
export function MobileTabs() {
  const { t } = useTranslation()
  return (
    <nav className="mobile-tabs" aria-label={t('shell.tabs.label')}>
      {TABS.map((tab) => (
        <Link key={tab.to} to={tab.to} activeProps={{ 'aria-current': 'page' }}>
          <Icon name={tab.icon} />
          <span>{t(tab.label)}</span>
        </Link>
      ))}
    </nav>
  )
}
