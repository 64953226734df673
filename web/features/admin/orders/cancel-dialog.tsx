import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminOrder } from '../../../../domain/shop.ts'
import { Modal } from '../../../components/modal.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { formatNumber } from '../../../lib/format.ts'
import { cancelOrder } from './api/cancel-order.ts'

interface CancelDialogProps {
  order: AdminOrder | undefined
  onClose: () => void
  onDone: (order: AdminOrder) => void
  /** The order moved on (or was cancelled) elsewhere meanwhile: the list is loaded again. */
  onStale: () => void
}

/** Asks before cancelling an order, saying what the member gets back. */
export function CancelDialog({ order, onClose, onDone, onStale }: CancelDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal open={order !== undefined} title={t('adminOrders.cancel.title', { order: order?.trackingId })} onClose={onClose} actions={null}>
      {order && <CancelForm key={order.id} order={order} onClose={onClose} onDone={onDone} onStale={onStale} />}
    </Modal>
  )
}

function CancelForm({ order, onClose, onDone, onStale }: { order: AdminOrder } & Omit<CancelDialogProps, 'order'>) {
  const { t } = useTranslation()
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)

  const confirm = async () => {
    setSending(true)
    try {
      onDone(await cancelOrder(order.id))
    } catch (failure) {
      const code = failure instanceof ApiFailure ? failure.code : 'internal'
      setError(t(`errors.${code}`, { defaultValue: t('adminOrders.cancel.failed') }))
      if (code === 'orderNotCancellable' || code === 'orderNotFound') onStale()
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <p>{t('adminOrders.cancel.refund', { points: formatNumber(order.totalPoints), name: order.member.name })}</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={onClose}>
          {t('adminOrders.cancel.keep')}
        </button>
        <SendButton type="button" className="button danger" busy={sending} disabled={error !== undefined} onClick={() => void confirm()}>
          {t('adminOrders.cancel.confirm')}
        </SendButton>
      </div>
    </>
  )
}
