import { createFileRoute } from '@tanstack/react-router'
import { UploadReceiptPage } from '../../../../features/receipts/upload-receipt-page.tsx'

export const Route = createFileRoute('/_site/_member/uploadReceipt/')({ component: UploadReceiptPage })
