import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

interface ModalProps {
  open: boolean
  title: string
  onClose: () => void
  children?: ReactNode
  /** The buttons at the foot of the dialog; by default one OKAY that closes it. */
  actions?: ReactNode
  /** Whether Escape closes it; some confirmations must be answered. */
  dismissible?: boolean
}

/** A modal on the native <dialog>: the browser traps focus, restores it and labels it for readers. */
export function Modal({ open, title, onClose, children, actions, dismissible = true }: ModalProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        if (dismissible) onClose()
      }}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      <div className="modal-body">{children}</div>
      <div className="modal-actions">
        {actions === undefined ? (
          <button type="button" className="button" onClick={onClose}>
            {t('common.okay')}
          </button>
        ) : (
          actions
        )}
      </div>
    </dialog>
  )
}
