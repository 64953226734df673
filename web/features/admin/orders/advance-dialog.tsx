import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { COURIER_MAX, ORDER_STATES, type OrderState, TRACKING_NUMBER_MAX } from '../../../../domain/shop.ts'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { Modal } from '../../../components/modal.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { advanceOrders, type ChangeResult } from './api/advance-orders.ts'
import { statusText } from '../ui/order-texts.ts'
import type { AdvanceRequest } from './orders-table.tsx'

/** The states an order can be moved to: every one after the first. */
type Target = Exclude<OrderState, 'Order Placed'>
const TARGETS = ORDER_STATES.filter((s): s is Target => s !== 'Order Placed')
const isTarget = (value: string): value is Target => (TARGETS as readonly string[]).includes(value)

interface AdvanceDialogProps {
  request: AdvanceRequest | undefined
  onClose: () => void
  onDone: (to: OrderState, result: ChangeResult) => void
}

/** Confirms moving orders on; moving to DELIVERING asks for the courier and the tracking number. */
export function AdvanceDialog({ request, onClose, onDone }: AdvanceDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal open={request !== undefined} title={t('adminOrders.advance.title')} onClose={onClose} actions={null}>
      {request && <AdvanceForm key={request.ids.join()} request={request} onClose={onClose} onDone={onDone} />}
    </Modal>
  )
}

function AdvanceForm({ request, onClose, onDone }: { request: AdvanceRequest } & Omit<AdvanceDialogProps, 'request'>) {
  const { t } = useTranslation()
  const [choice, setChoice] = useState<string>(request.to ?? '')
  const [courier, setCourier] = useState('')
  const [trackingNumber, setTrackingNumber] = useState('')
  const [problem, setProblem] = useState<{ field: 'to' | 'courier' | 'trackingNumber' | 'form'; text: string }>()
  const [sending, setSending] = useState(false)
  const to = isTarget(choice) ? choice : undefined
  const delivering = to === 'DELIVERING'

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!to) return setProblem({ field: 'to', text: t('adminOrders.advance.chooseState') })
    if (delivering && !courier.trim()) return setProblem({ field: 'courier', text: t('errors.courierRequired') })
    if (delivering && !trackingNumber.trim()) return setProblem({ field: 'trackingNumber', text: t('errors.courierRequired') })
    setProblem(undefined)
    setSending(true)
    try {
      const result = await advanceOrders({ ids: request.ids, to, ...(delivering && { courier, trackingNumber }) })
      onDone(to, result)
    } catch (failure) {
      const code = failure instanceof ApiFailure ? failure.code : 'internal'
      setProblem({ field: 'form', text: t(`errors.${code}`, { defaultValue: t('adminOrders.advance.failed') }) })
    } finally {
      setSending(false)
    }
  }

  const errorOf = (field: 'to' | 'courier' | 'trackingNumber') => (problem?.field === field ? problem.text : undefined)
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <p>{to ? t('adminOrders.advance.question', { count: request.ids.length, state: statusText(t, to) }) : t('adminOrders.advance.fromFile', { count: request.ids.length })}</p>
      {request.to === null && (
        <SelectField
          label={t('adminOrders.advance.to')}
          placeholder={t('adminOrders.advance.chooseState')}
          options={TARGETS.map((s) => ({ value: s, label: statusText(t, s) }))}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          error={errorOf('to')}
        />
      )}
      {request.to === null && to && <p className="field-hint">{t('adminOrders.advance.onlyFrom', { state: statusText(t, ORDER_STATES[ORDER_STATES.indexOf(to) - 1]!) })}</p>}
      {delivering && (
        <>
          <TextField label={t('adminOrders.advance.courier')} maxLength={COURIER_MAX} value={courier} onChange={(e) => setCourier(e.target.value)} error={errorOf('courier')} required />
          <TextField
            label={t('adminOrders.advance.trackingNumber')}
            hint={request.ids.length > 1 ? t('adminOrders.advance.sameForAll') : undefined}
            maxLength={TRACKING_NUMBER_MAX}
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.target.value)}
            error={errorOf('trackingNumber')}
            required
          />
        </>
      )}
      {problem?.field === 'form' && (
        <p className="field-error" role="alert">
          {problem.text}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={onClose}>
          {t('adminOrders.back')}
        </button>
        <SendButton busy={sending}>
          {t('adminOrders.advance.submit')}
        </SendButton>
      </div>
    </form>
  )
}
