import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../../features/shell/placeholder-page.tsx'

export const Route = createFileRoute('/_site/_guest/registration/confirm-and-verify')({ component: () => <PlaceholderPage titleKey="pages.verify" /> })
