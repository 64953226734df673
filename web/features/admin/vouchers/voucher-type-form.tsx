import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, type FieldPath, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { MAX_IMAGE_BYTES } from '../../../../domain/uploads.ts'
import { VOUCHER_ITEM_ID_MAX, VOUCHER_NAME_MAX, VoucherTypeFieldsSchema } from '../../../../domain/vouchers.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { SendButton } from '../../../components/send-button.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { useUiStore } from '../../../lib/ui-store.ts'
import { ImageFileField } from '../ui/image-file-field.tsx'
import type { VoucherTypeSubmission } from './api/add-voucher-type.ts'

/**
 * The API's own field rules (domain/vouchers.ts), with the form's blank expiry (none: 31 December
 * of the redemption year) and the image as it holds them: every field but the expiry is required
 * ("Please fill in all the fields", spec 3 §5).
 */
const FormSchema = VoucherTypeFieldsSchema.extend({
  expiresOn: z.union([z.literal(''), z.iso.date('invalidInput')]).transform((day) => day || undefined),
  image: z.custom<File | null>((v) => v instanceof File, 'fillAllFields').transform((file) => file!),
})
type FormInput = z.input<typeof FormSchema>

/** Refusals of the API that are about one field, shown beside it; any other is shown in the error modal. */
const FIELD_OF_CODE: Partial<Record<string, FieldPath<FormInput>>> = {
  voucherValueInvalid: 'value',
  voucherPointsInvalid: 'points',
  fileTooLarge: 'image',
  fileTypeNotAllowed: 'image',
}

interface VoucherTypeFormProps {
  /** Sends the form; an ApiFailure is shown by the form, which stays as it is. */
  onSubmit: (values: VoucherTypeSubmission) => Promise<unknown>
}

export function VoucherTypeForm({ onSubmit }: VoucherTypeFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { register, control, handleSubmit, formState, setError } = useForm<FormInput, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: { itemId: '', name: '', value: '', points: '', expiresOn: '', image: null },
  })
  const { errors, isSubmitting } = formState
  const size = MAX_IMAGE_BYTES / 1024 / 1024

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error
      const field = FIELD_OF_CODE[error.code]
      if (field) setError(field, { message: error.code }, { shouldFocus: true })
      else useUiStore.getState().showError({ code: error.code, message: error.message })
    }
  })

  return (
    <form className="card voucher-type-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting || undefined}>
      <TextField label={t('adminVouchers.form.itemId')} maxLength={VOUCHER_ITEM_ID_MAX} error={errorText(errors.itemId?.message)} {...register('itemId')} />
      <TextField label={t('adminVouchers.form.name')} maxLength={VOUCHER_NAME_MAX} error={errorText(errors.name?.message)} {...register('name')} />
      <div className="voucher-form-pair">
        <TextField
          label={t('adminVouchers.form.value')}
          hint={t('adminVouchers.form.valueHint')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errorText(errors.value?.message)}
          {...register('value')}
        />
        <TextField
          label={t('adminVouchers.form.points')}
          hint={t('adminVouchers.form.pointsHint')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errorText(errors.points?.message)}
          {...register('points')}
        />
      </div>
      <TextField
        label={t('adminVouchers.form.expiresOn')}
        hint={t('adminVouchers.form.expiresOnHint')}
        type="date"
        error={errorText(errors.expiresOn?.message)}
        {...register('expiresOn')}
      />
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageFileField
            label={t('adminVouchers.form.image')}
            hint={t('adminVouchers.form.imageHint', { size })}
            previewAlt={t('adminVouchers.form.imagePreview')}
            error={errorText(errors.image?.message)}
            onChange={field.onChange}
          />
        )}
      />
      <SendButton className="button wide" busy={isSubmitting}>
        {t('adminVouchers.form.submit')}
      </SendButton>
    </form>
  )
}
