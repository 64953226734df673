import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AdminDonateItem, DonateItemAddSchema, DonateItemEditSchema } from '../../../../domain/charity-content.ts'
import { ITEM_CODE_MAX, ITEM_NAME_MAX } from '../../../../domain/shop.ts'
import { MAX_IMAGE_BYTES } from '../../../../domain/uploads.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { ImageFileField } from '../ui/image-file-field.tsx'
import type { DonateItemSubmission } from './api/charity-calls.ts'
import { fieldIssues } from './form-issues.ts'
import { showRefusal } from './submit-refusal.ts'

type TextName = 'itemId' | 'itemName' | 'bmName' | 'points'
type Field = TextName | 'file'

const FIELD_OF_CODE: Partial<Record<string, Field>> = { itemPointsInvalid: 'points' }

interface DonateItemFormProps {
  item?: AdminDonateItem
  submitLabel: string
  onSubmit: (values: DonateItemSubmission) => Promise<unknown>
}

/** The donation item add and edit form (spec 3 §5): article number, name in English and Malay, points (1 or more), and the image, optional on edit. */
export function DonateItemForm({ item, submitLabel, onSubmit }: DonateItemFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [texts, setTexts] = useState<Record<TextName, string>>({
    itemId: item?.itemId ?? '',
    itemName: item?.itemName.en ?? '',
    bmName: item?.itemName.bm ?? '',
    points: item ? String(item.points) : '',
  })
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sending, setSending] = useState(false)
  const size = MAX_IMAGE_BYTES / 1024 / 1024

  const text = (name: TextName) => ({
    value: texts[name],
    error: errorText(errors[name]),
    onChange: (e: { target: { value: string } }) => setTexts((v) => ({ ...v, [name]: e.target.value })),
  })

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = item
      ? fieldIssues<Field>(DonateItemEditSchema, { id: String(item.id), ...texts, ...(file && { file }) })
      : fieldIssues<Field>(DonateItemAddSchema, { ...texts, file: file ?? undefined })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSending(true)
    try {
      await onSubmit({ ...texts, file })
    } catch (error) {
      showRefusal(error, FIELD_OF_CODE, (name, code) => setErrors({ [name]: code }))
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="card content-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={sending || undefined}>
      <TextField label={t('adminCharity.donate.itemId')} maxLength={ITEM_CODE_MAX} {...text('itemId')} />
      <div className="content-form-pair">
        <TextField label={t('adminCharity.donate.nameEn')} lang="en" maxLength={ITEM_NAME_MAX} {...text('itemName')} />
        <TextField label={t('adminCharity.donate.nameBm')} lang="ms" maxLength={ITEM_NAME_MAX} {...text('bmName')} />
      </div>
      <TextField label={t('adminCharity.donate.points')} type="number" inputMode="numeric" min={1} step={1} {...text('points')} />
      <ImageFileField
        label={t(item ? 'adminCharity.donate.newImage' : 'adminCharity.donate.image')}
        hint={t(item ? 'adminCharity.donate.newImageHint' : 'adminContent.imageHint', { size })}
        currentUrl={item?.itemImage}
        previewAlt={t('adminCharity.donate.imagePreview')}
        error={errorText(errors.file)}
        onChange={setFile}
      />
      <button type="submit" className="button wide" disabled={sending}>
        {sending ? t('common.sending') : submitLabel}
      </button>
    </form>
  )
}
