import { createFileRoute } from '@tanstack/react-router'
import { ReceiptsPage } from '../../../features/admin/receipts/receipts-page.tsx'

export const Route = createFileRoute('/admin/_dev/receipts')({ component: ReceiptsPage })
