import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTENT_DESCRIPTION_MAX, CONTENT_TITLE_MAX } from '../../../../domain/bilingual-content.ts'
import { type AdminBlog, BLOG_IMAGES_MAX, BLOG_VENUE_MAX } from '../../../../domain/charity-content.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { TextAreaField } from '../ui/textarea-field.tsx'
import type { BlogSubmission } from './api/charity-calls.ts'
import { BlogGalleryField, type GalleryImage } from './blog-gallery-field.tsx'
import { showRefusal } from './submit-refusal.ts'

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
  const errorText = useErrorText()
  const [texts, setTexts] = useState<Record<TextName, string>>({
    title: blog?.title.en ?? '',
    titleBm: blog?.title.bm ?? '',
    venue: blog?.venue ?? '',
    description: blog?.description.en ?? '',
    descriptionBm: blog?.description.bm ?? '',
  })
  const [gallery, setGallery] = useState<GalleryImage[]>(blog?.images.map((i) => ({ key: `kept-${i.id}`, url: i.url, kept: i.id })) ?? [])
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sending, setSending] = useState(false)

  const text = (name: TextName) => ({
    value: texts[name],
    error: errorText(errors[name]),
    onChange: (e: { target: { value: string } }) => setTexts((v) => ({ ...v, [name]: e.target.value })),
  })

  const check = () => {
    const found: Partial<Record<Field, string>> = {}
    for (const [name, value] of Object.entries(texts) as [TextName, string][]) {
      if (value.trim() === '') found[name] = blog ? 'charityEmptyField' : 'contentFieldsRequired'
    }
    if (gallery.length === 0) found.images = 'blogImagesRequired'
    if (gallery.length > BLOG_IMAGES_MAX) found.images = 'blogTooManyImages'
    return found
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = check()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSending(true)
    try {
      await onSubmit({ ...texts, gallery: gallery.map((g) => ('kept' in g ? { kept: g.kept } : { file: g.file })) })
    } catch (error) {
      showRefusal(error, FIELD_OF_CODE, (name, code) => setErrors({ [name]: code }))
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="card content-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={sending || undefined}>
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
      <BlogGalleryField images={gallery} error={errorText(errors.images)} onChange={setGallery} />
      <button type="submit" className="button wide" disabled={sending}>
        {sending ? t('common.sending') : submitLabel}
      </button>
    </form>
  )
}
