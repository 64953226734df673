import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../components/modal.tsx'
import { useInstallStore } from '../../lib/install-store.ts'

/** Installs the app where the browser offers it, and shows the Add to Home Screen steps on iOS. */
export function InstallButton() {
  const { t } = useTranslation()
  const { offer, needsIosSteps, install } = useInstallStore()
  const canPrompt = offer !== undefined
  const [showSteps, setShowSteps] = useState(false)
  if (!canPrompt && !needsIosSteps) return null
  return (
    <>
      <button type="button" className="link-button" onClick={() => (canPrompt ? void install() : setShowSteps(true))}>
        {t('install.button')}
      </button>
      <Modal
        open={showSteps}
        title={t('install.iosTitle')}
        onClose={() => setShowSteps(false)}
      >
        <ol>
          <li>{t('install.iosStep1')}</li>
          <li>{t('install.iosStep2')}</li>
          <li>{t('install.iosStep3')}</li>
        </ol>
      </Modal>
    </>
  )
}
