import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../features/shell/placeholder-page.tsx'

export const Route = createFileRoute('/_site/wishingtree/')({ component: () => <PlaceholderPage titleKey="pages.wishingTree" /> })
