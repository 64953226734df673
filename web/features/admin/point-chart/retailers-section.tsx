import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RETAILER_LABEL_MAX, RetailerAddSchema, RetailerEditSchema, type AdminRetailer, type RetailerAdd } from '../../../../domain/point-chart.ts'
import { CheckboxField } from '../../../components/form/checkbox-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { Modal } from '../../../components/modal.tsx'
import { ActiveAndEditCells } from './active-and-edit-cells.tsx'
import { addRetailer } from './api/add-retailer.ts'
import { editRetailer } from './api/edit-retailer.ts'

const addResolver = zodResolver(RetailerAddSchema)
const EditFormSchema = RetailerEditSchema.omit({ id: true })
const editResolver = zodResolver(EditFormSchema)

interface RetailersSectionProps {
  retailers: AdminRetailer[]
  onChanged: () => void
}

/** Stores: added by label, renamed, and turned off to leave the upload form. */
export function RetailersSection({ retailers, onChanged }: RetailersSectionProps) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<AdminRetailer>()
  const toggle = (r: AdminRetailer) => editRetailer({ id: r.id, label: r.label, active: !r.active }).then(onChanged, () => undefined)

  return (
    <section className="point-chart-section" aria-labelledby="retailers-title">
      <h2 id="retailers-title">{t('adminPointChart.retailers.title')}</h2>
      <RetailerAddForm canAddOthers={!retailers.some((r) => r.isOther)} onAdded={onChanged} />
      <div className="table-scroll">
        <table aria-labelledby="retailers-title">
          <thead>
            <tr>
              <th scope="col">{t('adminPointChart.retailers.label')}</th>
              <th scope="col">{t('adminPointChart.active')}</th>
              <th scope="col">{t('adminPointChart.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {retailers.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.label} {r.isOther && <span className="point-chart-tag">{t('adminPointChart.retailers.othersTag')}</span>}
                </td>
                <ActiveAndEditCells name={r.label} active={r.active} onToggle={() => void toggle(r)} onEdit={() => setEditing(r)} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Modal open={editing !== undefined} title={t('adminPointChart.retailers.editTitle')} onClose={() => setEditing(undefined)} actions={null}>
        {editing && (
          <RetailerEditForm
            key={editing.id}
            retailer={editing}
            onCancel={() => setEditing(undefined)}
            onSaved={() => {
              setEditing(undefined)
              onChanged()
            }}
          />
        )}
      </Modal>
    </section>
  )
}

function RetailerAddForm({ canAddOthers, onAdded }: { canAddOthers: boolean; onAdded: () => void }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { register, handleSubmit, reset, formState } = useForm<RetailerAdd>({ resolver: addResolver, defaultValues: { label: '', isOther: false } })
  const submit = handleSubmit(async (values) => {
    const added = await addRetailer(values).catch(() => undefined)
    if (!added) return
    reset()
    onAdded()
  })
  return (
    <form className="inline-form point-chart-add" noValidate onSubmit={(e) => void submit(e)}>
      <TextField label={t('adminPointChart.retailers.new')} maxLength={RETAILER_LABEL_MAX} error={errorText(formState.errors.label?.message)} {...register('label')} />
      {canAddOthers && <CheckboxField label={t('adminPointChart.retailers.isOther')} {...register('isOther')} />}
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {t('adminPointChart.retailers.add')}
      </button>
    </form>
  )
}

interface RetailerEditFormProps {
  retailer: AdminRetailer
  onCancel: () => void
  onSaved: () => void
}

function RetailerEditForm({ retailer, onCancel, onSaved }: RetailerEditFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { register, handleSubmit, formState } = useForm({ resolver: editResolver, defaultValues: { label: retailer.label, active: retailer.active } })
  const submit = handleSubmit(async (values) => {
    if (await editRetailer({ id: retailer.id, ...values }).catch(() => undefined)) onSaved()
  })
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <TextField label={t('adminPointChart.retailers.label')} maxLength={RETAILER_LABEL_MAX} error={errorText(formState.errors.label?.message)} {...register('label')} />
      <CheckboxField label={t('adminPointChart.active')} {...register('active')} />
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('adminPointChart.cancel')}
        </button>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {t('common.save')}
        </button>
      </div>
    </form>
  )
}
