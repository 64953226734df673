import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../../features/shell/placeholder-page.tsx'

export const Route = createFileRoute('/admin/_dev/brand/dashboard')({ component: () => <PlaceholderPage titleKey="pages.adminBrands" /> })
