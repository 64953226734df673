import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReceiptQueueFilter } from '../../../../domain/receipt-review.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { fetchReceipts } from './api/fetch-receipts.ts'
import { ReceiptFilterForm } from './receipt-filter-form.tsx'
import { ReceiptQueueView } from './receipt-queue-view.tsx'
import './receipts.css'

/** The queue opens on what waits for review. */
const FIRST_FILTER: ReceiptQueueFilter = { status: 'pending' }

/** `/admin/receipts`: the receipt review queue, filtered by status and upload dates. */
export function ReceiptsPage() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState(FIRST_FILTER)
  const { loaded, reload } = useLoad(useCallback(() => fetchReceipts(filter), [filter]))
  return (
    <div className="admin-page receipts-page">
      <AdminPageHeader title={t('adminReceipts.title')} />
      <ReceiptFilterForm initial={FIRST_FILTER} onApply={setFilter} />
      <LoadView loaded={loaded} failedText={t('adminReceipts.loadFailed')} onRetry={reload}>
        {(queue) => <ReceiptQueueView queue={queue} onStale={reload} />}
      </LoadView>
    </div>
  )
}
