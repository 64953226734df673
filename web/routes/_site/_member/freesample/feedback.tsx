import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../../features/shell/placeholder-page.tsx'

export const Route = createFileRoute('/_site/_member/freesample/feedback')({ component: () => <PlaceholderPage titleKey="pages.sampleFeedback" /> })
