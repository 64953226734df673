import { createFileRoute } from '@tanstack/react-router'
import { SiteLayout } from '../features/shell/site-layout.tsx'

export const Route = createFileRoute('/_site')({ component: SiteLayout })
