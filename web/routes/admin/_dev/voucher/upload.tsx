import { createFileRoute } from '@tanstack/react-router'
import { VoucherUploadPage } from '../../../../features/admin/vouchers/voucher-upload-page.tsx'
import { idSearch, requireIdOr } from '../../../../features/admin/ui/id-search.ts'
import { VOUCHER_SCREENS } from '../../../../features/admin/vouchers/voucher-screens.ts'

/** Needs a voucher type's id; without one, back to the dashboard (spec 3 §2.1). */
export const Route = createFileRoute('/admin/_dev/voucher/upload')({ validateSearch: idSearch, beforeLoad: requireIdOr(VOUCHER_SCREENS.dashboard), component: VoucherUpload })

function VoucherUpload() {
  return <VoucherUploadPage typeId={Route.useSearch().id!} />
}
