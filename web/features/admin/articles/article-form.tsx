import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminArticle } from '../../../../domain/articles.ts'
import { CONTENT_DESCRIPTION_MAX, CONTENT_TITLE_MAX } from '../../../../domain/bilingual-content.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { ApiFailure } from '../../../lib/api-client.ts'
import { useUiStore } from '../../../lib/ui-store.ts'
import { ContentImageField } from '../ui/content-image-field.tsx'
import { blankLanguageFields } from '../ui/content-texts.ts'
import { TextAreaField } from '../ui/textarea-field.tsx'
import type { ArticleSubmission } from './api/article-calls.ts'

type TextName = 'title' | 'titleBM' | 'description' | 'descriptionBM'
type FieldName = TextName | 'file' | 'bmFile'

interface ArticleFormProps {
  article?: AdminArticle
  submitLabel: string
  onSubmit: (values: ArticleSubmission) => Promise<unknown>
}

/** The article add and edit form (spec 3 §5): title and description in English and Malay, both images; plain text, line breaks kept. */
export function ArticleForm({ article, submitLabel, onSubmit }: ArticleFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [texts, setTexts] = useState<Record<TextName, string>>({
    title: article?.title.en ?? '',
    titleBM: article?.title.bm ?? '',
    description: article?.description.en ?? '',
    descriptionBM: article?.description.bm ?? '',
  })
  const [images, setImages] = useState<{ file: File | null; bmFile: File | null }>({ file: null, bmFile: null })
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [sending, setSending] = useState(false)

  const text = (name: TextName) => ({
    value: texts[name],
    error: errorText(errors[name]),
    onChange: (e: { target: { value: string } }) => setTexts((v) => ({ ...v, [name]: e.target.value })),
  })

  const check = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {}
    const pairs = [['title', 'titleBM'], ['description', 'descriptionBM']] as const
    for (const field of blankLanguageFields(texts, pairs, true)) found[field] = 'contentBothLanguages'
    if (!article && !images.file) found.file = 'contentFieldsRequired'
    if (!article && !images.bmFile) found.bmFile = 'contentFieldsRequired'
    if (article && Boolean(images.file) !== Boolean(images.bmFile)) found[images.file ? 'bmFile' : 'file'] = 'bothImagesRequired'
    return found
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = check()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSending(true)
    try {
      await onSubmit({ ...texts, ...images })
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error
      if (error.code === 'bothImagesRequired') setErrors({ file: error.code })
      else useUiStore.getState().showError({ code: error.code, message: error.message })
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="card content-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={sending || undefined}>
      <p className="field-hint">{t('adminContent.plainText')}</p>
      <div className="content-form-pair">
        <TextField label={t('adminContent.titleEn')} lang="en" maxLength={CONTENT_TITLE_MAX} {...text('title')} />
        <TextField label={t('adminContent.titleBm')} lang="ms" maxLength={CONTENT_TITLE_MAX} {...text('titleBM')} />
      </div>
      <div className="content-form-pair">
        <TextAreaField label={t('adminContent.descriptionEn')} lang="en" maxLength={CONTENT_DESCRIPTION_MAX} {...text('description')} />
        <TextAreaField label={t('adminContent.descriptionBm')} lang="ms" maxLength={CONTENT_DESCRIPTION_MAX} {...text('descriptionBM')} />
      </div>
      <div className="content-form-pair">
        <ContentImageField
          label={t(article ? 'adminContent.newImageEn' : 'adminContent.imageEn')}
          previewAlt={t('adminContent.imagePreviewEn')}
          currentUrl={article?.image.en}
          error={errorText(errors.file)}
          onChange={(file) => setImages((i) => ({ ...i, file }))}
        />
        <ContentImageField
          label={t(article ? 'adminContent.newImageBm' : 'adminContent.imageBm')}
          previewAlt={t('adminContent.imagePreviewBm')}
          currentUrl={article?.image.bm}
          error={errorText(errors.bmFile)}
          onChange={(bmFile) => setImages((i) => ({ ...i, bmFile }))}
        />
      </div>
      <button type="submit" className="button wide" disabled={sending}>
        {sending ? t('common.sending') : submitLabel}
      </button>
    </form>
  )
}
