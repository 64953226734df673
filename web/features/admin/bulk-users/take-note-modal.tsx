import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/modal.tsx'

const RULES = ['columns', 'phone', 'commas', 'optional', 'address', 'defaults', 'skipped', 'password'] as const

/** The opening "Take note" (spec 3 §2.12, §5): the rules a file must follow, before anything is chosen. */
export function TakeNoteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal open={open} title={t('adminBulkUsers.note.title')} onClose={onClose}>
      <ul className="bulk-users-note">
        {RULES.map((rule) => (
          <li key={rule}>{t(`adminBulkUsers.note.${rule}`)}</li>
        ))}
      </ul>
    </Modal>
  )
}
