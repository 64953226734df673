import { createFileRoute } from '@tanstack/react-router'
import { FraudPage } from '../../../features/admin/fraud/fraud-page.tsx'

export const Route = createFileRoute('/admin/_dev/fraud')({ component: FraudPage })
