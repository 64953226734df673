import { createFileRoute } from '@tanstack/react-router'
import { JourneyEditPage } from '../../../../features/admin/charity/journey-pages.tsx'

export const Route = createFileRoute('/admin/_dev/journey/edit')({ component: JourneyEditPage })
