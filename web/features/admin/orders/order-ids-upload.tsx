import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readOrderIds } from './read-order-ids.ts'

/**
 * "Upload CSV of order ids": the file is read on the device (nothing is uploaded but the ids), and
 * its ids go to the same confirmation as a selection, where the admin picks the state to move to.
 */
export function OrderIdsUpload({ onIds }: { onIds: (ids: string[]) => void }) {
  const { t } = useTranslation()
  const inputId = useId()
  const hintId = useId()
  const [problem, setProblem] = useState<string>()

  const read = async (input: HTMLInputElement) => {
    const file = input.files?.[0]
    // The same file may be chosen again after a change: the input is emptied once read.
    input.value = ''
    if (!file) return
    const ids = readOrderIds(await file.text())
    setProblem(ids.length ? undefined : t('adminOrders.upload.none', { file: file.name }))
    if (ids.length) onIds(ids)
  }

  return (
    <section className="orders-upload" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('adminOrders.upload.title')}</h2>
      <p id={hintId} className="field-hint">
        {t('adminOrders.upload.hint')}
      </p>
      <div className="field">
        <label htmlFor={inputId}>{t('adminOrders.upload.file')}</label>
        <input id={inputId} type="file" accept=".csv,text/csv" aria-describedby={hintId} onChange={(e) => void read(e.currentTarget)} />
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  )
}
