import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  type AdminShopItem,
  type Category,
  ITEM_BRAND_MAX,
  ITEM_CODE_MAX,
  ITEM_DESCRIPTION_MAX,
  ITEM_NAME_MAX,
  ITEM_UOM_MAX,
  ItemFieldsSchema,
  type OrderKind,
} from '../../../../domain/shop.ts'
import { MAX_IMAGE_BYTES } from '../../../../domain/uploads.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { SendButton } from '../../../components/send-button.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { useUiStore } from '../../../lib/ui-store.ts'
import { ImageFileField } from '../ui/image-file-field.tsx'
import { TextAreaField } from '../ui/textarea-field.tsx'
import type { ItemSubmission } from './api/save-item.ts'
import { CategoryChoices } from './category-choices.tsx'

const image = (required: boolean) => z.custom<File | null>((v) => v instanceof File || (!required && v === null), 'itemFieldsRequired')

/**
 * The API's own field rules (domain/shop.ts), with the images and categories as the form holds them.
 * A new item needs both images; an edit may keep both, but one replaced means both, and its
 * inventory may not go below what was redeemed (spec 3 §5).
 */
function formSchema(editing: AdminShopItem | undefined) {
  return ItemFieldsSchema.omit({ categories: true })
    .extend({ categories: z.array(z.number()), image: image(!editing), bmImage: image(!editing) })
    .superRefine((values, ctx) => {
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
  inventoryBelowRedeemed: 'inventory',
  bothImagesRequired: 'image',
  itemPointsInvalid: 'points',
  categoryNotFound: 'categories',
}

interface ItemFormProps {
  kind: OrderKind
  /** The item being edited; without it the form adds one. */
  item?: AdminShopItem
  /** Every category (catalogue items only; pregnant offers have none). */
  categories: Category[]
  submitLabel: string
  /** Sends the form; an ApiFailure is shown by the form, which stays as it is. */
  onSubmit: (values: ItemSubmission) => Promise<unknown>
}

export function ItemForm({ kind, item, categories: loadedCategories, submitLabel, onSubmit }: ItemFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const resolver = useMemo(() => zodResolver(formSchema(item)), [item])
  const { register, control, handleSubmit, formState, setError } = useForm<FormInput, unknown, z.output<Schema>>({
    resolver,
    defaultValues: {
      itemId: item?.itemId ?? '',
      itemName: item?.itemName.en ?? '',
      bmName: item?.itemName.bm ?? '',
      description: item?.description.en ?? '',
      bmDescription: item?.description.bm ?? '',
      uom: item?.uom ?? '',
      itemBrand: item?.itemBrand ?? '',
      points: item ? String(item.points) : '',
      inventory: item ? String(item.inventory) : '',
      categories: item?.categories ?? [],
      image: null,
      bmImage: null,
    },
  })
  const { errors, isSubmitting } = formState
  // Categories added on this screen join the list at once.
  const [categories, setCategories] = useState(loadedCategories)
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

  // Spec 3 §4: the stock left after an edit is the new inventory minus what was redeemed.
  const inventoryText = useWatch({ control, name: 'inventory' })
  const inventory = Number(inventoryText)
  const remaining = item && inventoryText.trim() !== '' && Number.isInteger(inventory) ? inventory - item.redeemed : undefined

  const imageField = (name: 'image' | 'bmImage', language: 'En' | 'Bm') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageFileField
          label={t(item ? `adminShopItems.form.newImage${language}` : `adminShopItems.form.image${language}`)}
          hint={item ? t('adminShopItems.form.newImageHint', { size }) : t('adminShopItems.form.imageHint', { size })}
          currentUrl={item?.itemImage[language === 'En' ? 'en' : 'bm']}
          previewAlt={t(`adminShopItems.form.imagePreview${language}`)}
          error={errorText(errors[name]?.message)}
          onChange={field.onChange}
        />
      )}
    />
  )

  return (
    <form className="card item-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting || undefined}>
      <TextField label={t('adminShopItems.form.itemId')} maxLength={ITEM_CODE_MAX} error={errorText(errors.itemId?.message)} {...register('itemId')} />
      <div className="item-form-pair">
        <TextField label={t('adminShopItems.form.nameEn')} lang="en" maxLength={ITEM_NAME_MAX} error={errorText(errors.itemName?.message)} {...register('itemName')} />
        <TextField label={t('adminShopItems.form.nameBm')} lang="ms" maxLength={ITEM_NAME_MAX} error={errorText(errors.bmName?.message)} {...register('bmName')} />
      </div>
      <div className="item-form-pair">
        <TextAreaField
          label={t('adminShopItems.form.descriptionEn')}
          lang="en"
          maxLength={ITEM_DESCRIPTION_MAX}
          error={errorText(errors.description?.message)}
          {...register('description')}
        />
        <TextAreaField
          label={t('adminShopItems.form.descriptionBm')}
          lang="ms"
          maxLength={ITEM_DESCRIPTION_MAX}
          error={errorText(errors.bmDescription?.message)}
          {...register('bmDescription')}
        />
      </div>
      <div className="item-form-pair">
        {imageField('image', 'En')}
        {imageField('bmImage', 'Bm')}
      </div>
      <div className="item-form-pair">
        <TextField label={t('adminShopItems.form.brand')} maxLength={ITEM_BRAND_MAX} error={errorText(errors.itemBrand?.message)} {...register('itemBrand')} />
        <TextField label={t('adminShopItems.form.uom')} hint={t('adminShopItems.form.uomHint')} maxLength={ITEM_UOM_MAX} error={errorText(errors.uom?.message)} {...register('uom')} />
      </div>
      <div className="item-form-pair">
        <TextField label={t('adminShopItems.form.points')} type="number" inputMode="numeric" min={1} step={1} error={errorText(errors.points?.message)} {...register('points')} />
        <TextField
          label={t('adminShopItems.form.inventory')}
          hint={item ? t('adminShopItems.form.inventoryHint', { redeemed: item.redeemed }) : undefined}
          type="number"
          inputMode="numeric"
          min={item?.redeemed ?? 0}
          step={1}
          error={errorText(errors.inventory?.message)}
          {...register('inventory')}
        />
      </div>
      {remaining !== undefined && (
        <p className="item-remaining" aria-live="polite">
          {t('adminShopItems.form.remaining', { remaining })}
        </p>
      )}
      {kind === 'item' && (
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <CategoryChoices
              categories={categories}
              chosen={field.value}
              error={errorText(errors.categories?.message)}
              onChange={field.onChange}
              onAdded={(category) => {
                setCategories((list) => [...list, category])
                field.onChange([...field.value, category.id])
              }}
            />
          )}
        />
      )}
      <SendButton className="button wide" busy={isSubmitting}>
        {submitLabel}
      </SendButton>
    </form>
  )
}
