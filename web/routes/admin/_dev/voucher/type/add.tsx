import { createFileRoute } from '@tanstack/react-router'
import { VoucherTypeAddPage } from '../../../../../features/admin/vouchers/voucher-type-add-page.tsx'

export const Route = createFileRoute('/admin/_dev/voucher/type/add')({ component: VoucherTypeAddPage })
