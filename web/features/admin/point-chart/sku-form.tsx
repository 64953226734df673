import { zodResolver } from '@hookform/resolvers/zod'
import { type DefaultValues, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { MAX_POINTS_PER_UNIT, SKU_NAME_MAX, SkuAddSchema, type AdminPointChart } from '../../../../domain/point-chart.ts'
import { CheckboxField } from '../../../components/form/checkbox-field.tsx'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { formatNumber } from '../../../lib/format.ts'

/** A product's fields; `active` only when editing one. */
const SkuFormSchema = SkuAddSchema.extend({ active: z.boolean().optional() })
export type SkuFormValues = z.infer<typeof SkuFormSchema>
const resolver = zodResolver(SkuFormSchema)

interface SkuFormProps {
  brands: AdminPointChart['brands']
  /** The product being edited; without it the form adds one and empties itself once saved. */
  initial?: SkuFormValues
  submitLabel: string
  /** Sends the form; a refusal is already shown by the API client, and the form stays as it is. */
  onSave: (values: SkuFormValues) => Promise<void>
  onCancel?: () => void
}

const EMPTY: DefaultValues<SkuFormValues> = { nameEn: '', nameBm: '', brandId: null }

export function SkuForm({ brands, initial, submitLabel, onSave, onCancel }: SkuFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { register, handleSubmit, reset, formState } = useForm<SkuFormValues>({ resolver, defaultValues: initial ?? EMPTY })
  const { errors, isSubmitting } = formState
  const submit = handleSubmit(async (values) => {
    const saved = await onSave(values).then(
      () => true,
      () => false,
    )
    if (saved && !initial) reset()
  })

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <TextField label={t('adminPointChart.skus.nameEn')} maxLength={SKU_NAME_MAX} error={errorText(errors.nameEn?.message)} {...register('nameEn')} />
      <TextField label={t('adminPointChart.skus.nameBm')} maxLength={SKU_NAME_MAX} lang="ms" error={errorText(errors.nameBm?.message)} {...register('nameBm')} />
      <SelectField
        label={t('adminPointChart.skus.brand')}
        placeholder={t('adminPointChart.skus.noBrand')}
        options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
        error={errorText(errors.brandId?.message)}
        {...register('brandId', { setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)) })}
      />
      <TextField
        label={t('adminPointChart.skus.pointsPerUnit')}
        hint={t('adminPointChart.skus.pointsHint', { max: formatNumber(MAX_POINTS_PER_UNIT) })}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_POINTS_PER_UNIT}
        step={1}
        error={errorText(errors.pointsPerUnit?.message)}
        {...register('pointsPerUnit', { valueAsNumber: true })}
      />
      {initial?.active !== undefined && <CheckboxField label={t('adminPointChart.active')} {...register('active')} />}
      <div className="modal-actions">
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel}>
            {t('adminPointChart.cancel')}
          </button>
        )}
        <button type="submit" className="button" disabled={isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  )
}
