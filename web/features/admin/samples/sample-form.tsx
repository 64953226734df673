import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { type AdminSample, type SampleBrand, SampleFieldsSchema } from '../../../../domain/sample-catalogue.ts'
import { ITEM_CODE_MAX, ITEM_DESCRIPTION_MAX, ITEM_NAME_MAX, ITEM_UOM_MAX } from '../../../../domain/shop.ts'
import { MAX_IMAGE_BYTES } from '../../../../domain/uploads.ts'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { SendButton } from '../../../components/send-button.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { useUiStore } from '../../../lib/ui-store.ts'
import { ImageFileField } from '../ui/image-file-field.tsx'
import { TextAreaField } from '../ui/textarea-field.tsx'
import type { SampleSubmission } from './api/save-sample.ts'

const image = (required: boolean) => z.custom<File | null>((v) => v instanceof File || (!required && v === null), 'itemFieldsRequired')

/**
 * The API's own field rules (domain/sample-catalogue.ts), with the images as the form holds them.
 * A new sample needs both images; an edit may keep both, but one replaced means both, and its
 * inventory may not go below what was redeemed (spec 3 §5).
 */
function formSchema(editing: AdminSample | undefined) {
  return SampleFieldsSchema.extend({ image: image(!editing), bmImage: image(!editing) }).superRefine((values, ctx) => {
    if (editing && Boolean(values.image) !== Boolean(values.bmImage)) {
      ctx.addIssue({ code: 'custom', path: [values.image ? 'bmImage' : 'image'], message: 'bothImagesRequired' })
    }
    if (editing && typeof values.inventory === 'number' && values.inventory < editing.redeemed) {
      ctx.addIssue({ code: 'custom', path: ['inventory'], message: 'inventoryBelowRedeemed' })
    }
  })
}
type Schema = ReturnType<typeof formSchema>
type FormInput = z.input<Schema>

/** Refusals of the API that are about one field, shown beside it; any other is shown in the error modal. */
const FIELD_OF_CODE: Partial<Record<string, FieldPath<FormInput>>> = {
  sizeNotInBrand: 'size',
  sampleSizeTaken: 'size',
  sampleInventoryInvalid: 'inventory',
  inventoryBelowRedeemed: 'inventory',
  bothImagesRequired: 'image',
}

interface SampleFormProps {
  /** Every brand with its formats and sizes, to choose from. */
  brands: SampleBrand[]
  /** The sizes that have a sample: one sample a size, so they cannot be chosen (but for the one edited). */
  takenSizeIds: ReadonlySet<number>
  /** The sample being edited; without it the form adds one. */
  sample?: AdminSample
  submitLabel: string
  /** Sends the form; an ApiFailure is shown by the form, which stays as it is. */
  onSubmit: (values: SampleSubmission) => Promise<unknown>
}

/** The sample add and edit form (spec 3 §5 "Sample diaper add"): brand, then format, then size, texts in both languages, images, stock. */
export function SampleForm({ brands, takenSizeIds, sample, submitLabel, onSubmit }: SampleFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const resolver = useMemo(() => zodResolver(formSchema(sample)), [sample])
  const { register, control, handleSubmit, formState, setError, setValue } = useForm<FormInput, unknown, z.output<Schema>>({
    resolver,
    defaultValues: {
      brand: sample ? String(sample.brandId) : '',
      format: sample ? String(sample.formatId) : '',
      size: sample ? String(sample.sizeId) : '',
      itemId: sample?.itemId ?? '',
      itemName: sample?.itemName.en ?? '',
      bmName: sample?.itemName.bm ?? '',
      description: sample?.description.en ?? '',
      bmDescription: sample?.description.bm ?? '',
      uom: sample?.uom ?? '',
      inventory: sample ? String(sample.inventory) : '',
      image: null,
      bmImage: null,
    },
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

  // Format depends on the brand and size on both: each resets when what it depends on changes (spec 3 §5).
  const [brandId, formatId] = useWatch({ control, name: ['brand', 'format'] })
  const brand = brands.find((b) => String(b.id) === brandId)
  const format = brand?.formats.find((f) => String(f.id) === formatId)
  const sizes = brand && format ? brand.sizes.filter((s) => s.formatId === format.id) : []
  const taken = (id: number) => takenSizeIds.has(id) && id !== sample?.sizeId

  // Spec 3 §4: the stock left after an edit is the new inventory minus what was redeemed.
  const inventoryText = useWatch({ control, name: 'inventory' })
  const inventory = Number(inventoryText)
  const remaining = sample && inventoryText.trim() !== '' && Number.isInteger(inventory) ? inventory - sample.redeemed : undefined

  const imageField = (name: 'image' | 'bmImage', language: 'En' | 'Bm') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageFileField
          label={t(sample ? `adminSamples.form.newImage${language}` : `adminSamples.form.image${language}`)}
          hint={sample ? t('adminSamples.form.newImageHint', { size }) : t('adminSamples.form.imageHint', { size })}
          currentUrl={sample?.itemImage[language === 'En' ? 'en' : 'bm']}
          previewAlt={t(`adminSamples.form.imagePreview${language}`)}
          error={errorText(errors[name]?.message)}
          onChange={field.onChange}
        />
      )}
    />
  )

  return (
    <form className="card sample-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting || undefined}>
      <div className="sample-form-choices">
        <SelectField
          label={t('adminSamples.form.brand')}
          placeholder={t('form.choose')}
          options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
          error={errorText(errors.brand?.message)}
          {...register('brand', {
            onChange: () => {
              setValue('format', '')
              setValue('size', '')
            },
          })}
        />
        <SelectField
          label={t('adminSamples.form.format')}
          placeholder={brand ? t('form.choose') : t('adminSamples.form.chooseBrandFirst')}
          options={(brand?.formats ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
          disabled={!brand}
          error={errorText(errors.format?.message)}
          {...register('format', { onChange: () => setValue('size', '') })}
        />
        <SelectField
          label={t('adminSamples.form.size')}
          placeholder={format ? t('form.choose') : t('adminSamples.form.chooseFormatFirst')}
          options={sizes.map((s) => ({
            value: String(s.id),
            label: taken(s.id) ? t('adminSamples.form.sizeTaken', { size: s.name.toUpperCase() }) : s.name.toUpperCase(),
            disabled: taken(s.id),
          }))}
          disabled={!format}
          error={errorText(errors.size?.message)}
          {...register('size')}
        />
      </div>
      {/* Below the three lists, so that they stay in line; each taken size also says so in its own label. */}
      {format && <p className="field-hint sample-size-hint">{t('adminSamples.form.sizeHint')}</p>}
      <TextField label={t('adminSamples.form.itemId')} maxLength={ITEM_CODE_MAX} error={errorText(errors.itemId?.message)} {...register('itemId')} />
      <div className="sample-form-pair">
        <TextField label={t('adminSamples.form.nameEn')} lang="en" maxLength={ITEM_NAME_MAX} error={errorText(errors.itemName?.message)} {...register('itemName')} />
        <TextField label={t('adminSamples.form.nameBm')} lang="ms" maxLength={ITEM_NAME_MAX} error={errorText(errors.bmName?.message)} {...register('bmName')} />
      </div>
      <div className="sample-form-pair">
        <TextAreaField
          label={t('adminSamples.form.descriptionEn')}
          lang="en"
          maxLength={ITEM_DESCRIPTION_MAX}
          error={errorText(errors.description?.message)}
          {...register('description')}
        />
        <TextAreaField
          label={t('adminSamples.form.descriptionBm')}
          lang="ms"
          maxLength={ITEM_DESCRIPTION_MAX}
          error={errorText(errors.bmDescription?.message)}
          {...register('bmDescription')}
        />
      </div>
      <div className="sample-form-pair">
        {imageField('image', 'En')}
        {imageField('bmImage', 'Bm')}
      </div>
      <div className="sample-form-pair">
        <TextField label={t('adminSamples.form.uom')} hint={t('adminSamples.form.uomHint')} maxLength={ITEM_UOM_MAX} error={errorText(errors.uom?.message)} {...register('uom')} />
        <TextField
          label={t('adminSamples.form.inventory')}
          hint={sample ? t('adminSamples.form.inventoryHint', { redeemed: sample.redeemed }) : undefined}
          type="number"
          inputMode="numeric"
          min={sample?.redeemed ?? 0}
          step={1}
          error={errorText(errors.inventory?.message)}
          {...register('inventory')}
        />
      </div>
      {remaining !== undefined && (
        <p className="sample-remaining" aria-live="polite">
          {t('adminSamples.form.remaining', { remaining })}
        </p>
      )}
      <SendButton className="button wide" busy={isSubmitting}>
        {submitLabel}
      </SendButton>
    </form>
  )
}
