import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Blog } from '../../../domain/charity.ts'
import { LoadView } from '../../components/load-view.tsx'
import { Modal } from '../../components/modal.tsx'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchBlogList } from './api.ts'

/** Spec 2 §9: a blog shows its first 3 images, then a +N tile that opens the whole gallery. */
const PREVIEW_IMAGES = 3

/** The Wishing Tree's blogs, newest first, each with its gallery. */
export function BlogList() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchBlogList)
  return (
    <section aria-labelledby="blogs-title" className="charity-section">
      <h2 id="blogs-title">{t('charity.blogs')}</h2>
      <LoadView loaded={loaded} failedText={t('charity.loadFailed')} onRetry={reload}>
        {(blogs) =>
          blogs.length === 0 ? (
            <p className="notice">{t('charity.noBlogs')}</p>
          ) : (
            <ul className="blog-list">
              {blogs.map((blog) => (
                <li key={blog.id}>
                  <BlogCard blog={blog} />
                </li>
              ))}
            </ul>
          )
        }
      </LoadView>
    </section>
  )
}

function BlogCard({ blog }: { blog: Blog }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const [open, setOpen] = useState<number>()
  const title = blog.title[language]
  const more = blog.images.length - PREVIEW_IMAGES
  return (
    <article className="blog-card">
      <h3>{title}</h3>
      <p className="blog-venue">{blog.venue}</p>
      <p className="blog-description">{blog.description[language]}</p>
      {blog.images.length > 0 && (
        <ul className="blog-images" aria-label={t('charity.galleryOf', { title })}>
          {blog.images.slice(0, PREVIEW_IMAGES).map((image, i) => (
            <li key={image.url}>
              <button type="button" className="blog-thumb" onClick={() => setOpen(i)} aria-label={t('charity.openImage', { n: i + 1, count: blog.images.length })}>
                <img src={image.url} alt="" width="160" height="120" loading="lazy" />
              </button>
            </li>
          ))}
          {more > 0 && (
            <li>
              <button type="button" className="blog-thumb blog-more" onClick={() => setOpen(PREVIEW_IMAGES)} aria-label={t('charity.moreImages', { count: more })}>
                +{more}
              </button>
            </li>
          )}
        </ul>
      )}
      <Gallery title={title} images={blog.images} index={open} onIndex={setOpen} />
    </article>
  )
}

/** The gallery pop-up: one image at a time with previous and next; Escape or Close shuts it. */
function Gallery({ title, images, index, onIndex }: { title: string; images: Blog['images']; index: number | undefined; onIndex: (i: number | undefined) => void }) {
  const { t } = useTranslation()
  const count = images.length
  const shown = index === undefined ? undefined : images[index]
  return (
    <Modal
      open={shown !== undefined}
      title={title}
      onClose={() => onIndex(undefined)}
      actions={
        <>
          <button type="button" className="button secondary" disabled={count < 2} onClick={() => onIndex(((index ?? 0) - 1 + count) % count)}>
            {t('carousel.previous')}
          </button>
          <button type="button" className="button secondary" disabled={count < 2} onClick={() => onIndex(((index ?? 0) + 1) % count)}>
            {t('carousel.next')}
          </button>
          <button type="button" className="button" onClick={() => onIndex(undefined)}>
            {t('charity.close')}
          </button>
        </>
      }
    >
      {shown && (
        <figure className="blog-gallery">
          <img src={shown.url} alt={t('charity.imageOf', { n: (index ?? 0) + 1, count, title })} />
          <figcaption>{t('charity.imageCount', { n: (index ?? 0) + 1, count })}</figcaption>
        </figure>
      )}
    </Modal>
  )
}
