import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { BRAND_DESCRIPTION_MAX, BRAND_NAME_MAX, BrandTextSchema, type AdminBrand } from '../../../../domain/catalogue.ts'
import { MAX_IMAGE_BYTES } from '../../../../domain/uploads.ts'
import { CheckboxField } from '../../../components/form/checkbox-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { SendButton } from '../../../components/send-button.tsx'
import { ImageFileField } from '../ui/image-file-field.tsx'
import { TextAreaField } from '../ui/textarea-field.tsx'

/** A new brand needs an image (spec 3 §5 "Brand add"); an edit keeps the old one when none is chosen. */
const formSchema = (imageRequired: boolean) =>
  BrandTextSchema.extend({
    image: z.custom<File | null>((v) => v instanceof File || (!imageRequired && v === null), 'fillAllInputFields'),
    milestoneCampaign: z.boolean(),
  })
const newBrandResolver = zodResolver(formSchema(true))
const editResolver = zodResolver(formSchema(false))

export type BrandFormValues = z.infer<ReturnType<typeof formSchema>>

interface BrandFormProps {
  /** The brand being edited; without it the form adds one. */
  brand?: AdminBrand
  submitLabel: string
  /** Sends the form; a refusal is already shown by the API client, and the form stays as it is. */
  onSubmit: (values: BrandFormValues) => Promise<unknown>
}

export function BrandForm({ brand, submitLabel, onSubmit }: BrandFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { register, control, handleSubmit, formState } = useForm<BrandFormValues>({
    resolver: brand ? editResolver : newBrandResolver,
    defaultValues: { name: brand?.name ?? '', description: brand?.description ?? '', image: null, milestoneCampaign: brand?.milestoneCampaign ?? false },
  })
  const { errors, isSubmitting } = formState
  const submit = handleSubmit((values) => onSubmit(values).catch(() => undefined))

  return (
    <form className="card brand-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField label={t('adminBrands.form.name')} maxLength={BRAND_NAME_MAX} error={errorText(errors.name?.message)} {...register('name')} />
      <TextAreaField label={t('adminBrands.form.description')} maxLength={BRAND_DESCRIPTION_MAX} error={errorText(errors.description?.message)} {...register('description')} />
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageFileField
            label={brand ? t('adminBrands.form.newImage') : t('adminBrands.form.image')}
            hint={t('adminBrands.form.imageHint', { size: MAX_IMAGE_BYTES / 1024 / 1024 })}
            currentUrl={brand?.imageUrl}
            previewAlt={t('adminBrands.form.imagePreview')}
            error={errorText(errors.image?.message)}
            onChange={field.onChange}
          />
        )}
      />
      {brand && <CheckboxField label={t('adminBrands.form.milestone')} {...register('milestoneCampaign')} />}
      <SendButton className="button wide" busy={isSubmitting}>
        {submitLabel}
      </SendButton>
    </form>
  )
}
