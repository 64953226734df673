import { useTranslation } from 'react-i18next'
import { useClub } from '../lib/club.ts'
import { Modal } from './modal.tsx'

/** Free sample requests are paused for members (spec 1 §2): the notice says so, with where to write. */
export function FreeSampleAnnouncement({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const club = useClub()
  return (
    <Modal
      open={open}
      title={t('shell.freeSampleAnnouncementTitle')}
      onClose={onClose}
    >
      <p>{t('shell.freeSampleAnnouncement', { email: club.supportEmail })}</p>
    </Modal>
  )
}
