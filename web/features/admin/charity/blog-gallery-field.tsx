import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BLOG_IMAGES_MAX } from '../../../../domain/charity-content.ts'
import { IMAGE_KINDS, MAX_IMAGE_BYTES, MEDIA_TYPES, type UploadProblem } from '../../../../domain/uploads.ts'
import { FieldError, FieldHint } from '../../../components/form/field-message.tsx'
import { imageProblem } from '../ui/check-image.ts'

/** One picture of the gallery: one the blog has, or a new file with its preview. */
export type GalleryImage = { key: string; url: string } & ({ kept: number } | { file: File })

interface BlogGalleryFieldProps {
  images: GalleryImage[]
  error?: string
  onChange: (images: GalleryImage[]) => void
}

const ACCEPT = IMAGE_KINDS.map((kind) => MEDIA_TYPES[kind]).join(',')
let added = 0

/**
 * A blog's pictures in the order members see them: new ones are checked by their content as they
 * are chosen (as the API will), shown at once, and each can be moved up or down or removed.
 */
export function BlogGalleryField({ images, error, onChange }: BlogGalleryFieldProps) {
  const { t } = useTranslation()
  const [problem, setProblem] = useState<{ name: string; problem: UploadProblem }>()
  // Previews of new files are freed when they leave the gallery and when the field goes.
  const previews = useRef(new Set<string>())
  useEffect(() => {
    const owned = previews.current
    return () => owned.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  const choose = async (files: File[]) => {
    setProblem(undefined)
    const accepted: GalleryImage[] = []
    for (const file of files) {
      const found = await imageProblem(file)
      if (found) {
        setProblem({ name: file.name, problem: found })
        continue
      }
      const url = URL.createObjectURL(file)
      previews.current.add(url)
      accepted.push({ key: `new-${++added}`, url, file })
    }
    onChange([...images, ...accepted])
  }

  const remove = (index: number) => {
    const image = images[index]!
    if ('file' in image) {
      URL.revokeObjectURL(image.url)
      previews.current.delete(image.url)
    }
    onChange(images.filter((_, i) => i !== index))
  }

  const move = (index: number, by: -1 | 1) => {
    const next = [...images]
    ;[next[index], next[index + by]] = [next[index + by]!, next[index]!]
    onChange(next)
  }

  const shownError = problem ? t('adminCharity.blog.imageRefused', { name: problem.name, problem: t(`admin.imageProblems.${problem.problem}`, { size: MAX_IMAGE_BYTES / 1024 / 1024 }) }) : error
  return (
    <fieldset className="field blog-gallery" aria-describedby={shownError ? 'blog-gallery-hint blog-gallery-error' : 'blog-gallery-hint'}>
      <legend>{t('adminCharity.blog.images')}</legend>
      <FieldHint id="blog-gallery-hint" text={t('adminCharity.blog.imagesHint', { max: BLOG_IMAGES_MAX, size: MAX_IMAGE_BYTES / 1024 / 1024 })} />
      {images.length > 0 && (
        <ol className="blog-gallery-list">
          {images.map((image, index) => {
            const n = index + 1
            return (
              <li key={image.key}>
                <img src={image.url} alt={t('adminCharity.blog.imageN', { n })} />
                <div className="blog-gallery-actions">
                  <button type="button" className="button secondary" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('adminCharity.blog.moveUp', { n })}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button secondary"
                    disabled={index === images.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('adminCharity.blog.moveDown', { n })}
                  >
                    ↓
                  </button>
                  <button type="button" className="button secondary" onClick={() => remove(index)} aria-label={t('adminCharity.blog.remove', { n })}>
                    {t('adminCharity.blog.removeShort')}
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <label className="blog-gallery-add">
        {t('adminCharity.blog.addImages')}
        <input
          type="file"
          accept={ACCEPT}
          multiple
          disabled={images.length >= BLOG_IMAGES_MAX}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])]
            e.target.value = ''
            void choose(files)
          }}
        />
      </label>
      <FieldError id="blog-gallery-error" text={shownError} />
    </fieldset>
  )
}
