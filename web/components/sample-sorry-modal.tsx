import { useTranslation } from 'react-i18next'
import type { SampleRefusalReason } from '../../domain/samples.ts'
import { useClub } from '../lib/club.ts'
import { formatLongDate } from '../lib/format.ts'
import { useCurrentLanguage } from '../lib/language.ts'
import { Modal } from './modal.tsx'
import { SampleRules } from './sample-rules.tsx'

interface SampleSorryModalProps {
  open: boolean
  onClose: () => void
  /** The Malaysian date (YYYY-MM-DD) the household may ask again, when known. */
  availableOn: string | null | undefined
  /** Why, when the API said: the 2-year limit reads differently from the 3-month gap. */
  reason?: SampleRefusalReason
}

/**
 * The "Sorry!" notice (spec 2 §8): the household has already had its sample, it may ask again from
 * that date, in the member's language; the rules and where to write for help follow.
 */
export function SampleSorryModal({ open, onClose, availableOn, reason = 'sampleTooSoon' }: SampleSorryModalProps) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const club = useClub()
  const key = reason === 'sampleLimitReached' ? 'limit' : 'already'
  return (
    <Modal open={open} title={t('samples.sorry.title')} onClose={onClose}>
      <p>{t(`samples.sorry.${key}`)}</p>
      {availableOn && <p>{t('samples.sorry.availableOn', { date: formatLongDate(availableOn, language) })}</p>}
      <h3>{t('samples.rules.title')}</h3>
      <SampleRules />
      <p>{t('samples.sorry.help', { email: club.supportEmail })}</p>
    </Modal>
  )
}
