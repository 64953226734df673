import { createFileRoute } from '@tanstack/react-router'
import { VoucherCodesPage } from '../../../../features/admin/vouchers/voucher-codes-page.tsx'
import { requireIdOr } from '../../../../features/admin/ui/id-search.ts'
import { codesSearch, VOUCHER_SCREENS } from '../../../../features/admin/vouchers/voucher-screens.ts'

/** Needs a batch's id; without one, back to the dashboard (spec 3 §2.1). */
export const Route = createFileRoute('/admin/_dev/voucher/details')({ validateSearch: codesSearch, beforeLoad: requireIdOr(VOUCHER_SCREENS.dashboard), component: VoucherCodes })

function VoucherCodes() {
  const { id, type } = Route.useSearch()
  return <VoucherCodesPage batchId={id!} typeId={type} />
}
