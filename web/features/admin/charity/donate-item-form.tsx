import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AdminDonateItem, DonateItemAddSchema, DonateItemEditSchema } from '../../../../domain/charity-content.ts'
import { ITEM_CODE_MAX, ITEM_NAME_MAX } from '../../../../domain/shop.ts'
import { MAX_IMAGE_BYTES } from '../../../../domain/uploads.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { ImageFileField } from '../ui/image-file-field.tsx'
import { useTextsForm } from '../ui/use-texts-form.ts'
import type { DonateItemSubmission } from './api/charity-calls.ts'
import { fieldIssues } from './form-issues.ts'

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
  const { texts, text, errorOf, sending, submit } = useTextsForm<TextName, Field>(
    {
      itemId: item?.itemId ?? '',
      itemName: item?.itemName.en ?? '',
      bmName: item?.itemName.bm ?? '',
      points: item ? String(item.points) : '',
    },
    FIELD_OF_CODE,
  )
  const [file, setFile] = useState<File | null>(null)
  const size = MAX_IMAGE_BYTES / 1024 / 1024

  const check = () =>
    item
      ? fieldIssues<Field>(DonateItemEditSchema, { id: String(item.id), ...texts, ...(file && { file }) })
      : fieldIssues<Field>(DonateItemAddSchema, { ...texts, file: file ?? undefined })

  return (
    <form className="card content-form" noValidate onSubmit={(e) => void submit(e, check, () => onSubmit({ ...texts, file }))} aria-busy={sending || undefined}>
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
        error={errorOf('file')}
        onChange={setFile}
      />
      <SendButton className="button wide" busy={sending}>
        {submitLabel}
      </SendButton>
    </form>
  )
}
