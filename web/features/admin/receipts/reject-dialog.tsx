import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { REJECTION_REASONS } from '../../../../domain/receipt-rules.ts'
import { MAX_REJECTION_REASON, ReceiptRejectSchema, type AdminReceipt } from '../../../../domain/receipt-review.ts'
import { SelectField } from '../../../components/form/select-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { Modal } from '../../../components/modal.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { TextAreaField } from '../ui/textarea-field.tsx'
import { rejectReceipt } from './api/reject-receipt.ts'
import type { DecisionHandlers } from './decision-handlers.ts'

/** The select's value for a reason the admin writes; listed reasons are sent as their codes. */
const OWN_WORDS = 'other'

/** Rejecting a receipt with a listed reason or the admin's own words; the member reads either. */
export function RejectDialog({ receipt, ...handlers }: { receipt: AdminReceipt | undefined } & DecisionHandlers) {
  const { t } = useTranslation()
  return (
    <Modal open={receipt !== undefined} title={t('adminReceipts.reject.title', { invoice: receipt?.invoiceNo })} onClose={handlers.onCancel} actions={null}>
      {receipt && <RejectForm key={receipt.id} receipt={receipt} {...handlers} />}
    </Modal>
  )
}

function RejectForm({ receipt, onCancel, onDecided, onFailed }: { receipt: AdminReceipt } & DecisionHandlers) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [choice, setChoice] = useState('')
  const [ownWords, setOwnWords] = useState('')
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const reason = choice === OWN_WORDS ? ownWords : choice

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const problem = ReceiptRejectSchema.shape.reason.safeParse(reason).error?.issues[0]?.message
    setError(problem)
    if (problem) return
    setSending(true)
    await rejectReceipt({ id: receipt.id, reason: reason.trim() }).then(onDecided, onFailed)
    setSending(false)
  }

  const options = [
    ...REJECTION_REASONS.map((code) => ({ value: code, label: t(`receipts.reasons.${code}`) })),
    { value: OWN_WORDS, label: t('adminReceipts.reject.ownWords') },
  ]
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <SelectField
        label={t('adminReceipts.reject.reason')}
        placeholder={t('adminReceipts.reject.choose')}
        options={options}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        error={choice === OWN_WORDS ? undefined : errorText(error)}
      />
      {choice === OWN_WORDS && (
        <TextAreaField
          label={t('adminReceipts.reject.ownReason')}
          hint={t('adminReceipts.reject.ownReasonHint', { max: MAX_REJECTION_REASON })}
          maxLength={MAX_REJECTION_REASON}
          value={ownWords}
          onChange={(e) => setOwnWords(e.target.value)}
          error={errorText(error)}
        />
      )}
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('adminReceipts.cancel')}
        </button>
        <SendButton busy={sending}>
          {t('adminReceipts.reject.submit')}
        </SendButton>
      </div>
    </form>
  )
}
