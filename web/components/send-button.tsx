import type { ButtonHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'

type SendButtonProps = { busy: boolean } & ButtonHTMLAttributes<HTMLButtonElement>

/**
 * A button that sends: while `busy` it is disabled, so a request is not sent twice, tells assistive
 * technology it is busy, and reads "Sending…" instead of its label (`children`).
 */
export function SendButton({ busy, disabled, children, type = 'submit', className = 'button', ...rest }: SendButtonProps) {
  const { t } = useTranslation()
  return (
    <button type={type} className={className} disabled={busy || disabled} aria-busy={busy} {...rest}>
      {busy ? t('common.sending') : children}
    </button>
  )
}
