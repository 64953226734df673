import { createFileRoute, redirect } from '@tanstack/react-router'
import { useScanStore } from '../../../../features/scan/scan-store.ts'
import { ScanSuccessPage } from '../../../../features/scan/scan-success-page.tsx'

/** Shown after a credit; reached any other way it goes back to `/scancode`. */
export const Route = createFileRoute('/_site/_member/scancode/success')({
  beforeLoad: () => {
    if (!useScanStore.getState().lastCredit) throw redirect({ to: '/scancode', replace: true })
  },
  component: ScanSuccess,
})

function ScanSuccess() {
  const credit = useScanStore((s) => s.lastCredit)
  return credit ? <ScanSuccessPage credit={credit} /> : null
}
