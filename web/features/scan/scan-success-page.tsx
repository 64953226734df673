import { useTranslation } from 'react-i18next'
import { CodeEntry } from './scan-page.tsx'
import { ScanResultModal } from './scan-result-modal.tsx'
import type { ScanCredit } from '../../../domain/scan.ts'

/** `/scancode/success`: the result pop-up over the entry the member used, ready for the next code. */
export function ScanSuccessPage({ credit }: { credit: ScanCredit }) {
  const { t } = useTranslation()
  return (
    <section className="page scan-page">
      <h1>{t('scan.successTitle')}</h1>
      <ScanResultModal key={`${credit.code_group}-${credit.totalPoints}`} credit={credit} />
      <CodeEntry />
    </section>
  )
}
