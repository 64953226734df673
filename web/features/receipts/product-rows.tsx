import { useTranslation } from 'react-i18next'
import type { SkuOption } from '../../../domain/receipts.ts'
import { MAX_QUANTITY } from '../../../domain/receipt-rules.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useUiStore } from '../../lib/ui-store.ts'

export interface ProductRow {
  skuId: string
  quantity: string
}

export const isFilled = (row: ProductRow) => row.skuId !== '' && Number(row.quantity) > 0
/** A row begun and left unfinished: sending the rest without it would drop a product unseen. */
export const isHalfFilled = (row: ProductRow) => !isFilled(row) && (row.skuId !== '' || row.quantity !== '')

interface ProductRowsProps {
  skus: SkuOption[]
  rows: ProductRow[]
  onChange: (rows: ProductRow[]) => void
}

/**
 * The products bought (spec 2 §5): a product and a quantity per row, no product twice, a new row
 * only once the last is filled, and never more rows than there are products.
 */
export function ProductRows({ skus, rows, onChange }: ProductRowsProps) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const alert = (code: string, message: string) => useUiStore.getState().showError({ code, message })

  const change = (index: number, patch: Partial<ProductRow>) => {
    if (patch.skuId && rows.some((r, i) => i !== index && r.skuId === patch.skuId)) {
      return alert('receiptProductTwice', 'You have already selected this product')
    }
    onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)))
  }
  const add = () => {
    if (!isFilled(rows.at(-1)!)) return alert('receiptRowIncomplete', 'Please select an option / add quantity to add more products')
    onChange([...rows, { skuId: '', quantity: '' }])
  }

  return (
    <fieldset className="product-rows">
      <legend>{t('receipt.products')}</legend>
      {rows.map((row, index) => (
        <div key={index} className="product-row">
          <label>
            <span className="visually-hidden">{t('receipt.product', { n: index + 1 })}</span>
            <select value={row.skuId} onChange={(e) => change(index, { skuId: e.target.value })} aria-label={t('receipt.product', { n: index + 1 })}>
              <option value="">{t('receipt.chooseProduct')}</option>
              {skus.map((s) => (
                <option key={s.value} value={String(s.value)}>
                  {s.label[language]}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="visually-hidden">{t('receipt.quantityOf', { n: index + 1 })}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_QUANTITY}
              placeholder={t('receipt.quantity')}
              aria-label={t('receipt.quantityOf', { n: index + 1 })}
              value={row.quantity}
              onChange={(e) => change(index, { quantity: e.target.value.replace(/\D/g, '') })}
            />
          </label>
          {rows.length > 1 && (
            <button type="button" className="link-button" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              {t('receipt.removeProduct', { n: index + 1 })}
            </button>
          )}
        </div>
      ))}
      {rows.length < skus.length && (
        <button type="button" className="button secondary" onClick={add}>
          {t('receipt.addProduct')}
        </button>
      )}
    </fieldset>
  )
}
