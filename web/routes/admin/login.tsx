import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../features/shell/placeholder-page.tsx'
import { guard } from '../../lib/guard.ts'

export const Route = createFileRoute('/admin/login')({
  beforeLoad: guard('adminGuest'),
  component: () => (
    <main id="main">
      <PlaceholderPage titleKey="pages.adminLogin" />
    </main>
  ),
})
