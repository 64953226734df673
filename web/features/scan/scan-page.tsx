import { useTranslation } from 'react-i18next'
import { useClub } from '../../lib/club.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { CameraScanner } from './camera-scanner.tsx'
import { KeyInForm } from './key-in-form.tsx'
import { ScanErrorModal } from './scan-error-modal.tsx'
import { useScanStore } from './scan-store.ts'
import { ScanTips } from './scan-tips.tsx'
import { useSubmitCode } from './use-submit-code.ts'

/** The camera or the key-in form, as the member chose; shared by `/scancode` and its success page. */
export function CodeEntry() {
  const { t } = useTranslation()
  const club = useClub()
  const language = useCurrentLanguage()
  const method = useScanStore((s) => s.method)
  const setMethod = useScanStore((s) => s.setMethod)
  const { submit, submitting, failure, clearFailure } = useSubmitCode()

  return (
    <div className="code-entry">
      <div className="segmented" role="group" aria-label={t('scan.method')}>
        <button type="button" aria-pressed={method === 'camera'} onClick={() => setMethod('camera')}>
          {t('scan.useCamera')}
        </button>
        <button type="button" aria-pressed={method === 'keyIn'} onClick={() => setMethod('keyIn')}>
          {t('scan.keyIn')}
        </button>
      </div>
      {method === 'camera' ? <CameraScanner onCode={(code, onRefused) => void submit(code, onRefused)} busy={submitting} /> : <KeyInForm onCode={(code) => void submit(code)} busy={submitting} />}
      <p className="terms-note">
        {t('scan.termsBefore')}{' '}
        <a href={club.footerLinks.terms[language]} rel="noopener">
          {t('shell.footer.terms')}
        </a>
      </p>
      <ScanErrorModal failure={failure} onClose={clearFailure} />
    </div>
  )
}

/** `/scancode`. */
export function ScanPage() {
  const { t } = useTranslation()
  return (
    <section className="page scan-page">
      <h1>{t('scan.title')}</h1>
      <CodeEntry />
      <ScanTips />
    </section>
  )
}
