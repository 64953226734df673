import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../features/shell/placeholder-page.tsx'

export const Route = createFileRoute('/_site/$lang/signin')({ component: () => <PlaceholderPage titleKey="pages.signin" /> })
