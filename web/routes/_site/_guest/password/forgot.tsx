import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../../features/shell/placeholder-page.tsx'

export const Route = createFileRoute('/_site/_guest/password/forgot')({ component: () => <PlaceholderPage titleKey="pages.forgotPassword" /> })
