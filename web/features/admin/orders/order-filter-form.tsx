import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from '../../../../domain/shop.ts'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import type { OrderFilter } from './api/fetch-orders.ts'
import { kindText, statusText } from '../ui/order-texts.ts'

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value)
const isKind = (value: string): value is OrderType => (ORDER_TYPES as readonly string[]).includes(value)

/** The list's filter: a state, a kind, and the Malaysian days the orders were placed (either date may stand alone). */
export function OrderFilterForm({ initial, onApply }: { initial: OrderFilter; onApply: (filter: OrderFilter) => void }) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<string>(initial.status ?? '')
  const [type, setType] = useState<string>(initial.type ?? '')
  const [startDate, setStart] = useState(initial.startDate ?? '')
  const [endDate, setEnd] = useState(initial.endDate ?? '')

  const apply = (event: React.FormEvent) => {
    event.preventDefault()
    onApply({
      ...(isStatus(status) && { status }),
      ...(isKind(type) && { type }),
      ...(startDate && { startDate }),
      ...(endDate && { endDate }),
    })
  }

  return (
    <form className="inline-form" noValidate onSubmit={apply} aria-label={t('adminOrders.filter.label')}>
      <SelectField
        label={t('adminOrders.filter.status')}
        placeholder={t('adminOrders.filter.allStates')}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: statusText(t, s) }))}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      />
      <SelectField
        label={t('adminOrders.filter.kind')}
        placeholder={t('adminOrders.filter.allKinds')}
        options={ORDER_TYPES.map((k) => ({ value: k, label: kindText(t, k) }))}
        value={type}
        onChange={(e) => setType(e.target.value)}
      />
      <TextField label={t('adminOrders.filter.from')} type="date" value={startDate} max={endDate || undefined} onChange={(e) => setStart(e.target.value)} />
      <TextField label={t('adminOrders.filter.to')} type="date" value={endDate} min={startDate || undefined} onChange={(e) => setEnd(e.target.value)} />
      <button type="submit" className="button secondary">
        {t('adminOrders.filter.apply')}
      </button>
    </form>
  )
}
