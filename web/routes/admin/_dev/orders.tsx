import { createFileRoute } from '@tanstack/react-router'
import { OrdersPage } from '../../../features/admin/orders/orders-page.tsx'

export const Route = createFileRoute('/admin/_dev/orders')({ component: OrdersPage })
