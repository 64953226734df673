import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_ADJUSTMENT_NOTE, ReceiptApproveSchema, type AdminReceipt } from '../../../../domain/receipt-review.ts'
import { FIRST_RECEIPT_MULTIPLIER } from '../../../../domain/receipt-rules.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { Modal } from '../../../components/modal.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { TextAreaField } from '../ui/textarea-field.tsx'
import { approveReceipt } from './api/approve-receipt.ts'
import type { DecisionHandlers } from './decision-handlers.ts'

/** Approving a receipt: the points start as the suggestion; other points need a note saying why. */
export function ApproveDialog({ receipt, ...handlers }: { receipt: AdminReceipt | undefined } & DecisionHandlers) {
  const { t } = useTranslation()
  return (
    <Modal open={receipt !== undefined} title={t('adminReceipts.approve.title', { invoice: receipt?.invoiceNo })} onClose={handlers.onCancel} actions={null}>
      {receipt && <ApproveForm key={receipt.id} receipt={receipt} {...handlers} />}
    </Modal>
  )
}

function ApproveForm({ receipt, onCancel, onDecided, onFailed }: { receipt: AdminReceipt } & DecisionHandlers) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const suggested = receipt.suggestedPoints ?? 0
  const [points, setPoints] = useState(String(suggested))
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<{ points?: string; note?: string }>({})
  const [sending, setSending] = useState(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const value = Number(points)
    const pointsError = ReceiptApproveSchema.shape.points.safeParse(value).error?.issues[0]?.message
    const found = { points: pointsError, note: !pointsError && value !== suggested && !note.trim() ? 'adjustmentNoteRequired' : undefined }
    setErrors(found)
    if (found.points || found.note) return
    setSending(true)
    // The points shown are sent as they are, so what the admin saw is what is credited.
    await approveReceipt({ id: receipt.id, points: value, note: note.trim() || undefined }).then(onDecided, onFailed)
    setSending(false)
  }

  const bonuses = receipt.bonuses
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <p>{t('adminReceipts.approve.suggested', { points: formatNumber(suggested) })}</p>
      {bonuses && (bonuses.firstReceipt || bonuses.doublePointDay) && (
        <ul className="receipt-bonuses">
          {bonuses.firstReceipt && <li>{t('adminReceipts.bonus.firstReceipt', { multiplier: FIRST_RECEIPT_MULTIPLIER })}</li>}
          {bonuses.doublePointDay && <li>{t('adminReceipts.bonus.doublePointDay')}</li>}
        </ul>
      )}
      <TextField
        label={t('adminReceipts.approve.points')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={points}
        onChange={(e) => setPoints(e.target.value)}
        error={errorText(errors.points)}
      />
      <TextAreaField
        label={t('adminReceipts.approve.note')}
        hint={t('adminReceipts.approve.noteHint')}
        maxLength={MAX_ADJUSTMENT_NOTE}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errorText(errors.note)}
      />
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('adminReceipts.cancel')}
        </button>
        <SendButton busy={sending}>
          {t('adminReceipts.approve.submit')}
        </SendButton>
      </div>
    </form>
  )
}
