import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../../features/shell/placeholder-page.tsx'

export const Route = createFileRoute('/admin/_staff/account/edit')({ component: () => <PlaceholderPage titleKey="pages.adminAccountEdit" /> })
