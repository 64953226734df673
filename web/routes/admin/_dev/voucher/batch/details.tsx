import { createFileRoute } from '@tanstack/react-router'
import { VoucherBatchesPage } from '../../../../../features/admin/vouchers/voucher-batches-page.tsx'
import { idSearch, requireId } from '../../../../../features/admin/vouchers/voucher-screens.ts'

/** Needs a voucher type's id; without one, back to the dashboard (spec 3 §2.1). */
export const Route = createFileRoute('/admin/_dev/voucher/batch/details')({ validateSearch: idSearch, beforeLoad: requireId, component: VoucherBatches })

function VoucherBatches() {
  return <VoucherBatchesPage typeId={Route.useSearch().id!} />
}
