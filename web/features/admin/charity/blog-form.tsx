import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTENT_DESCRIPTION_MAX, CONTENT_TITLE_MAX } from '../../../../domain/bilingual-content.ts'
import { type AdminBlog, BLOG_IMAGES_MAX, BLOG_VENUE_MAX } from '../../../../domain/charity-content.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { TextAreaField } from '../ui/textarea-field.tsx'
import { useTextsForm } from '../ui/use-texts-form.ts'
import type { BlogSubmission } from './api/charity-calls.ts'
import { BlogGalleryField, type GalleryImage } from './blog-gallery-field.tsx'

type TextName = 'title' | 'titleBm' | 'venue' | 'description' | 'descriptionBm'
type Field = TextName | 'images'

const FIELD_OF_CODE: Partial<Record<string, Field>> = { blogImagesRequired: 'images', blogTooManyImages: 'images', blogImageOrderInvalid: 'images' }

interface BlogFormProps {
  blog?: AdminBlog
  submitLabel: string
  onSubmit: (values: BlogSubmission) => Promise<unknown>
}

/** The blog add and edit form (spec 3 §5): title and description in English and Malay, the venue, and at least one image, in order. */
export function BlogForm({ blog, submitLabel, onSubmit }: BlogFormProps) {
  const { t } = useTranslation()
  const { texts, text, errorOf, sending, submit } = useTextsForm<TextName, Field>(
    {
      title: blog?.title.en ?? '',
      titleBm: blog?.title.bm ?? '',
      venue: blog?.venue ?? '',
      description: blog?.description.en ?? '',
      descriptionBm: blog?.description.bm ?? '',
    },
    FIELD_OF_CODE,
  )
  const [gallery, setGallery] = useState<GalleryImage[]>(blog?.images.map((i) => ({ key: `kept-${i.id}`, url: i.url, kept: i.id })) ?? [])

  const check = () => {
    const found: Partial<Record<Field, string>> = {}
    for (const [name, value] of Object.entries(texts) as [TextName, string][]) {
      if (value.trim() === '') found[name] = blog ? 'charityEmptyField' : 'contentFieldsRequired'
    }
    if (gallery.length === 0) found.images = 'blogImagesRequired'
    if (gallery.length > BLOG_IMAGES_MAX) found.images = 'blogTooManyImages'
    return found
  }
  const send = () => onSubmit({ ...texts, gallery: gallery.map((g) => ('kept' in g ? { kept: g.kept } : { file: g.file })) })

  return (
    <form className="card content-form" noValidate onSubmit={(e) => void submit(e, check, send)} aria-busy={sending || undefined}>
      <p className="field-hint">{t('adminContent.plainText')}</p>
      <div className="content-form-pair">
        <TextField label={t('adminContent.titleEn')} lang="en" maxLength={CONTENT_TITLE_MAX} {...text('title')} />
        <TextField label={t('adminContent.titleBm')} lang="ms" maxLength={CONTENT_TITLE_MAX} {...text('titleBm')} />
      </div>
      <TextField label={t('adminCharity.blog.venue')} maxLength={BLOG_VENUE_MAX} {...text('venue')} />
      <div className="content-form-pair">
        <TextAreaField label={t('adminContent.descriptionEn')} lang="en" maxLength={CONTENT_DESCRIPTION_MAX} {...text('description')} />
        <TextAreaField label={t('adminContent.descriptionBm')} lang="ms" maxLength={CONTENT_DESCRIPTION_MAX} {...text('descriptionBm')} />
      </div>
      <BlogGalleryField images={gallery} error={errorOf('images')} onChange={setGallery} />
      <SendButton className="button wide" busy={sending}>
        {submitLabel}
      </SendButton>
    </form>
  )
}
