import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { donationAmountsFor, type Wisher } from '../../../domain/charity.ts'
import { Modal } from '../../components/modal.tsx'
import { SendButton } from '../../components/send-button.tsx'
import { formatNumber } from '../../lib/format.ts'

/** The donate pop-up: an amount from 100 up to what the wish still needs, in steps of 100. */
export function AmountDialog({ wisher, balance, onCancel, onChosen }: { wisher: Wisher; balance: number; onCancel: () => void; onChosen: (amount: number) => void }) {
  const { t } = useTranslation()
  const amounts = donationAmountsFor(wisher)
  const [amount, setAmount] = useState(amounts[0] ?? 0)
  const selectId = useId()
  const hintId = useId()
  return (
    <Modal
      open
      title={t('charity.donate.title', { name: wisher.name })}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onCancel}>
            {t('charity.donate.cancel')}
          </button>
          <button type="button" className="button" disabled={!amount} onClick={() => onChosen(amount)}>
            {t('charity.donate.next')}
          </button>
        </>
      }
    >
      <p>{t('charity.donate.stillNeeded', { points: formatNumber(wisher.goalPoints - wisher.points) })}</p>
      <label htmlFor={selectId}>{t('charity.donate.amount')}</label>
      <select id={selectId} value={amount} aria-describedby={hintId} onChange={(e) => setAmount(Number(e.target.value))}>
        {amounts.map((a) => (
          <option key={a} value={a}>
            {t('charity.points', { points: formatNumber(a) })}
          </option>
        ))}
      </select>
      <p id={hintId} className="shop-hint">
        {t('charity.donate.yourPoints', { points: formatNumber(balance) })}
      </p>
    </Modal>
  )
}

/** The confirmation pop-up, naming the points and the wish. */
export function ConfirmDialog({ name, amount, busy, onCancel, onConfirm }: { name: string; amount: number; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal
      open
      title={t('charity.confirm.title')}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onCancel}>
            {t('charity.donate.cancel')}
          </button>
          <SendButton type="button" busy={busy} onClick={onConfirm}>
            {t('charity.confirm.button')}
          </SendButton>
        </>
      }
    >
      <p>{t('charity.confirm.body', { points: formatNumber(amount), name })}</p>
    </Modal>
  )
}
