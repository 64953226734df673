import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../../features/shell/placeholder-page.tsx'

export const Route = createFileRoute('/_site/$lang/registration/success')({ component: () => <PlaceholderPage titleKey="pages.registrationSuccess" /> })
