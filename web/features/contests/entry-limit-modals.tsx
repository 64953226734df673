import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { EntryRefusal } from '../../../domain/contests.ts'
import { Modal } from '../../components/modal.tsx'

/** Where the "not enough points" popup sends a member to learn how to collect more. */
export const POINTS_GUIDE = 'how-to-collect-points'

/**
 * Spec 2 §5's popups: "reached maximum" (with how many entries are left) and "not enough points"
 * (with the link to the points guide), shown before sending and when the server refuses.
 */
export function EntryLimitModal({ refusal, entriesLeft, onClose }: { refusal: EntryRefusal | null; entriesLeft: number; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal open={refusal !== null} title={refusal === 'contestNotEnoughPoints' ? t('contests.notEnoughTitle') : t('contests.maximumTitle')} onClose={onClose}>
      {refusal === 'contestNotEnoughPoints' ? (
        <>
          <p>{t('errors.contestNotEnoughPoints')}</p>
          <p>
            <Link to="/faq/$slug" params={{ slug: POINTS_GUIDE }}>
              {t('contests.pointsGuide')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('errors.contestMaximumReached')}</p>
          <p>{t('contests.entriesLeftNow', { count: entriesLeft })}</p>
        </>
      )}
    </Modal>
  )
}
