import { Outlet } from '@tanstack/react-router'
import { viewerOf } from '../../lib/access.ts'
import { useSessionStore } from '../../lib/session-store.ts'
import { MobileTabs } from './mobile-tabs.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/** The member-facing shell: header, the page, footer, and the member's tabs on phones. */
export function SiteLayout() {
  const isMember = viewerOf(useSessionStore((s) => (s.token ? s.type : null))).kind === 'member'
  return (
    <div className="site" data-member={isMember}>
      <SiteHeader />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
      {isMember && <MobileTabs />}
    </div>
  )
}
