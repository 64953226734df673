import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminArticle } from '../../../../domain/articles.ts'
import { CONTENT_DESCRIPTION_MAX, CONTENT_TITLE_MAX } from '../../../../domain/bilingual-content.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { ContentImageField } from '../ui/content-image-field.tsx'
import { blankLanguageFields } from '../ui/content-texts.ts'
import { TextAreaField } from '../ui/textarea-field.tsx'
import { useTextsForm } from '../ui/use-texts-form.ts'
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
  const { texts, text, errorOf, sending, submit } = useTextsForm<TextName, FieldName>(
    {
      title: article?.title.en ?? '',
      titleBM: article?.title.bm ?? '',
      description: article?.description.en ?? '',
      descriptionBM: article?.description.bm ?? '',
    },
    { bothImagesRequired: 'file' },
  )
  const [images, setImages] = useState<{ file: File | null; bmFile: File | null }>({ file: null, bmFile: null })

  const check = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {}
    const pairs = [['title', 'titleBM'], ['description', 'descriptionBM']] as const
    for (const field of blankLanguageFields(texts, pairs, true)) found[field] = 'contentBothLanguages'
    if (!article && !images.file) found.file = 'contentFieldsRequired'
    if (!article && !images.bmFile) found.bmFile = 'contentFieldsRequired'
    if (article && Boolean(images.file) !== Boolean(images.bmFile)) found[images.file ? 'bmFile' : 'file'] = 'bothImagesRequired'
    return found
  }

  return (
    <form className="card content-form" noValidate onSubmit={(e) => void submit(e, check, () => onSubmit({ ...texts, ...images }))} aria-busy={sending || undefined}>
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
          error={errorOf('file')}
          onChange={(file) => setImages((i) => ({ ...i, file }))}
        />
        <ContentImageField
          label={t(article ? 'adminContent.newImageBm' : 'adminContent.imageBm')}
          previewAlt={t('adminContent.imagePreviewBm')}
          currentUrl={article?.image.bm}
          error={errorOf('bmFile')}
          onChange={(bmFile) => setImages((i) => ({ ...i, bmFile }))}
        />
      </div>
      <SendButton className="button wide" busy={sending}>
        {submitLabel}
      </SendButton>
    </form>
  )
}
