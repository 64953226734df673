import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Icon, type IconName } from '../../components/icons.tsx'
import { useMemberStore } from '../../lib/member-store.ts'
import { useUnreadMessagesRefresh } from '../../lib/unread-messages.ts'

const TABS: { to: string; icon: IconName; label: string }[] = [
  { to: '/scancode', icon: 'scan', label: 'shell.tabs.scan' },
  { to: '/pointshop', icon: 'gift', label: 'shell.tabs.pointShop' },
  { to: '/inbox', icon: 'inbox', label: 'shell.tabs.inbox' },
  { to: '/userprofile', icon: 'user', label: 'shell.tabs.profile' },
]

/** The member's four tabs at the foot of a phone screen; the inbox's carries its unread count. */
export function MobileTabs() {
  const { t } = useTranslation()
  useUnreadMessagesRefresh()
  // A member remembered from before the count existed has none yet.
  const unread = useMemberStore((s) => s.member?.unreadMessages ?? 0)
  return (
    <nav className="mobile-tabs" aria-label={t('shell.tabs.label')}>
      {TABS.map((tab) => (
        <Link key={tab.to} to={tab.to} activeProps={{ 'aria-current': 'page' }}>
          <Icon name={tab.icon} />
          <span>{t(tab.label)}</span>
          {tab.to === '/inbox' && unread > 0 && (
            <>
              <span className="tab-badge" aria-hidden="true">
                {unread > 99 ? '99+' : unread}
              </span>
              <span className="visually-hidden">{t('inbox.badge', { count: unread })}</span>
            </>
          )}
        </Link>
      ))}
    </nav>
  )
}
