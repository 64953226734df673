import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { SendButton } from '../../../components/send-button.tsx'

interface WizardStepProps {
  title: string
  /** "Step n of total", for the steps with questions. */
  progress?: { n: number; total: number } | null
  children?: ReactNode
  /** The main button; the step's form submits to it, so Enter works too. While `busy` (its request in flight) it reads "Sending…". */
  submit: { label: string; onSubmit: () => void; disabled?: boolean; busy?: boolean }
  back?: { label: string; onClick: () => void; disabled?: boolean }
}

/**
 * One step of the wizard: its heading takes the focus when the step opens, so a screen reader
 * announces where the member is now, and the form's buttons go back or on.
 */
export function WizardStep({ title, progress, children, submit, back }: WizardStepProps) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <form
      className="wizard-step"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (!submit.disabled && !submit.busy) submit.onSubmit()
      }}
    >
      {progress && <p className="wizard-progress">{t('profile.wizard.step', progress)}</p>}
      <h3 ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {children}
      <div className="wizard-buttons">
        {back && (
          <button type="button" className="button secondary" disabled={back.disabled} onClick={back.onClick}>
            {back.label}
          </button>
        )}
        <SendButton busy={submit.busy ?? false} disabled={submit.disabled}>
          {submit.label}
        </SendButton>
      </div>
    </form>
  )
}
