import { createFileRoute, redirect } from '@tanstack/react-router'
import { useReceiptStore } from '../../../../features/receipts/receipt-store.ts'
import { UploadSuccessPage } from '../../../../features/receipts/upload-success-page.tsx'

/** Shown after an upload; reached any other way it goes back to the form. */
export const Route = createFileRoute('/_site/_member/uploadReceipt/success')({
  beforeLoad: () => {
    if (!useReceiptStore.getState().lastUpload) throw redirect({ to: '/uploadReceipt', replace: true })
  },
  component: UploadSuccess,
})

function UploadSuccess() {
  const upload = useReceiptStore((s) => s.lastUpload)
  return upload ? <UploadSuccessPage firstUploadMilestone={upload.firstUploadMilestone} /> : null
}
