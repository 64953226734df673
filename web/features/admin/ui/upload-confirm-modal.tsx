import type { ReactNode } from 'react'
import { Modal } from '../../../components/modal.tsx'

interface UploadConfirmModalProps {
  open: boolean
  title: string
  cancelText: string
  confirmText: string
  onCancel: () => void
  onConfirm: () => void
  /** Whether the checked file may be sent at all (it has rows to act on). */
  canConfirm: boolean
  /** The share of the file sent so far while confirming; undefined until then. */
  sent: number | undefined
  progressLabel: string
  sendingText: (percent: number) => string
  children: ReactNode
}

/**
 * The confirmation of a checked CSV before it is uploaded (mass credit, bulk users): answered only
 * by its buttons, never by the backdrop or Escape, and not at all while the file is being sent,
 * whose progress it shows.
 */
export function UploadConfirmModal({ open, title, cancelText, confirmText, onCancel, onConfirm, canConfirm, sent, progressLabel, sendingText, children }: UploadConfirmModalProps) {
  const sending = sent !== undefined
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      dismissible={false}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onCancel} disabled={sending}>
            {cancelText}
          </button>
          <button type="button" className="button" onClick={onConfirm} disabled={sending || !canConfirm}>
            {confirmText}
          </button>
        </>
      }
    >
      {children}
      {sending && (
        <div>
          <progress value={sent} max={1} aria-label={progressLabel} />
          <p role="status">{sendingText(Math.floor(sent * 100))}</p>
        </div>
      )}
    </Modal>
  )
}
