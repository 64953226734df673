import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTENT_DESCRIPTION_MAX, CONTENT_TITLE_MAX } from '../../../../domain/bilingual-content.ts'
import { NEWS_AUDIENCES, NEWS_LINK_MAX, type AdminNews } from '../../../../domain/news.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { ContentImageField } from '../ui/content-image-field.tsx'
import { blankLanguageFields } from '../ui/content-texts.ts'
import { TextAreaField } from '../ui/textarea-field.tsx'
import { useTextsForm } from '../ui/use-texts-form.ts'
import type { NewsSubmission } from './api/save-news.ts'

type TextName = 'link' | 'title' | 'bmTitle' | 'description' | 'bmDescription'
type FieldName = TextName | 'file' | 'bmFile' | 'showingTo'
const FIELD_OF_CODE: Partial<Record<string, FieldName>> = { newsLinkInvalid: 'link', newsAudienceInvalid: 'showingTo', bothImagesRequired: 'file' }

interface NewsFormProps {
  news?: AdminNews
  submitLabel: string
  onSubmit: (values: NewsSubmission) => Promise<unknown>
}

/**
 * The news add and edit form (spec 3 §4, §5): Normal news (A, the default) with title and
 * description in English and Malay, or Link news (B) with its link; both images, and who it is
 * for. Texts are plain: what is typed is shown to members as it is, line breaks kept.
 */
export function NewsForm({ news, submitLabel, onSubmit }: NewsFormProps) {
  const { t } = useTranslation()
  const [mode, setMode] = useState<'normal' | 'link'>(news?.link ? 'link' : 'normal')
  const { texts, text, errorOf, sending, submit } = useTextsForm<TextName, FieldName>(
    {
      link: news?.link ?? '',
      title: news?.title.en ?? '',
      bmTitle: news?.title.bm ?? '',
      description: news?.description.en ?? '',
      bmDescription: news?.description.bm ?? '',
    },
    FIELD_OF_CODE,
  )
  const [showingTo, setShowingTo] = useState<string[]>(news?.showingTo ?? ['All'])
  const [images, setImages] = useState<{ file: File | null; bmFile: File | null }>({ file: null, bmFile: null })

  const check = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {}
    const pairs = [['title', 'bmTitle'], ['description', 'bmDescription']] as const
    for (const field of blankLanguageFields(texts, pairs, mode === 'normal')) found[field] = 'contentBothLanguages'
    if (mode === 'link' && texts.link.trim() === '') found.link = 'contentFieldsRequired'
    if (showingTo.length === 0) found.showingTo = 'newsAudienceInvalid'
    if (!news && !images.file) found.file = 'contentFieldsRequired'
    if (!news && !images.bmFile) found.bmFile = 'contentFieldsRequired'
    if (news && Boolean(images.file) !== Boolean(images.bmFile)) found[images.file ? 'bmFile' : 'file'] = 'bothImagesRequired'
    return found
  }
  const send = () => onSubmit({ ...texts, link: mode === 'link' ? texts.link : '', showingTo, ...images })

  return (
    <form className="card content-form" noValidate onSubmit={(e) => void submit(e, check, send)} aria-busy={sending || undefined}>
      <fieldset className="field">
        <legend>{t('adminNews.form.mode')}</legend>
        <label>
          <input type="radio" name="mode" checked={mode === 'normal'} onChange={() => setMode('normal')} /> {t('adminNews.form.normal')}
        </label>
        <label>
          <input type="radio" name="mode" checked={mode === 'link'} onChange={() => setMode('link')} /> {t('adminNews.form.linkMode')}
        </label>
      </fieldset>
      {mode === 'link' && <TextField label={t('adminNews.form.link')} type="url" maxLength={NEWS_LINK_MAX} {...text('link')} />}
      <p className="field-hint">{t(mode === 'link' ? 'adminContent.textsOptional' : 'adminContent.plainText')}</p>
      <div className="content-form-pair">
        <TextField label={t('adminContent.titleEn')} lang="en" maxLength={CONTENT_TITLE_MAX} {...text('title')} />
        <TextField label={t('adminContent.titleBm')} lang="ms" maxLength={CONTENT_TITLE_MAX} {...text('bmTitle')} />
      </div>
      <div className="content-form-pair">
        <TextAreaField label={t('adminContent.descriptionEn')} lang="en" maxLength={CONTENT_DESCRIPTION_MAX} {...text('description')} />
        <TextAreaField label={t('adminContent.descriptionBm')} lang="ms" maxLength={CONTENT_DESCRIPTION_MAX} {...text('bmDescription')} />
      </div>
      <div className="content-form-pair">
        <ContentImageField
          label={t(news ? 'adminContent.newImageEn' : 'adminContent.imageEn')}
          previewAlt={t('adminContent.imagePreviewEn')}
          currentUrl={news?.image.en}
          error={errorOf('file')}
          onChange={(file) => setImages((i) => ({ ...i, file }))}
        />
        <ContentImageField
          label={t(news ? 'adminContent.newImageBm' : 'adminContent.imageBm')}
          previewAlt={t('adminContent.imagePreviewBm')}
          currentUrl={news?.image.bm}
          error={errorOf('bmFile')}
          onChange={(bmFile) => setImages((i) => ({ ...i, bmFile }))}
        />
      </div>
      <fieldset className="field" aria-describedby={errorOf('showingTo') ? 'news-audience-error' : undefined}>
        <legend>{t('adminNews.form.showingTo')}</legend>
        {NEWS_AUDIENCES.map((audience) => (
          <label key={audience} className="content-form-choice">
            <input
              type="checkbox"
              checked={showingTo.includes(audience)}
              onChange={(e) => setShowingTo((s) => (e.target.checked ? [...s, audience] : s.filter((a) => a !== audience)))}
            />{' '}
            {t(`adminNews.audience.${audience}`)}
          </label>
        ))}
        {errorOf('showingTo') && (
          <p id="news-audience-error" className="field-error" role="alert">
            {errorOf('showingTo')}
          </p>
        )}
      </fieldset>
      <SendButton className="button wide" busy={sending}>
        {submitLabel}
      </SendButton>
    </form>
  )
}
