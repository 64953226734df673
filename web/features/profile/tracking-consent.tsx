import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Member } from '../../../domain/member.ts'
import { saveTrackingConsent } from './api/save-tracking-consent.ts'

/**
 * The member's choice on tracking (decision 145): a switch, off until they turn it on, which they
 * may turn off at any time. It shows the choice being saved at once, then the saved one: a failed
 * save turns it back (the error modal says why).
 */
export function TrackingConsent({ member }: { member: Member }) {
  const { t } = useTranslation()
  const headingId = useId()
  const switchId = useId()
  const bodyId = useId()
  /** The choice being saved, shown until the server answers. */
  const [saving, setSaving] = useState<boolean | null>(null)

  const change = async (consent: boolean) => {
    setSaving(consent)
    try {
      await saveTrackingConsent(consent)
    } catch {
      // The error modal has said why; the switch turns back to the saved choice.
    } finally {
      setSaving(null)
    }
  }

  return (
    <section className="card profile-tracking" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.tracking.title')}</h2>
      <p id={bodyId}>{t('profile.tracking.body')}</p>
      <div className="checkbox-field">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={saving ?? member.trackingConsent}
          aria-describedby={bodyId}
          aria-busy={saving !== null}
          disabled={saving !== null}
          onChange={(e) => void change(e.target.checked)}
        />
        <label htmlFor={switchId}>{t('profile.tracking.label')}</label>
      </div>
    </section>
  )
}
