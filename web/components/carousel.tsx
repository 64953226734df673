import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface CarouselProps {
  label: string
  slides: { key: string; content: ReactNode }[]
  /** Seconds per slide while playing (spec: banners 4, news 6). */
  autoplaySeconds: number
}

/**
 * Slides that turn by themselves, with a pause button and previous/next, as WCAG asks of anything
 * that moves; it does not turn for someone who prefers reduced motion.
 */
export function Carousel({ label, slides, autoplaySeconds }: CarouselProps) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(() => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  const count = slides.length

  useEffect(() => {
    if (!playing || count < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), autoplaySeconds * 1000)
    return () => clearInterval(timer)
  }, [playing, count, autoplaySeconds])

  if (count === 0) return null
  const current = slides[index % count]!
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel-slide" aria-roledescription="slide" aria-label={t('carousel.slideOf', { n: (index % count) + 1, count })} aria-live={playing ? 'off' : 'polite'}>
        {current.content}
      </div>
      {count > 1 && (
        <div className="carousel-controls">
          <button type="button" className="link-button" onClick={() => setIndex((i) => (i - 1 + count) % count)}>
            {t('carousel.previous')}
          </button>
          <button type="button" className="link-button" onClick={() => setPlaying(!playing)}>
            {playing ? t('carousel.pause') : t('carousel.play')}
          </button>
          <button type="button" className="link-button" onClick={() => setIndex((i) => (i + 1) % count)}>
            {t('carousel.next')}
          </button>
        </div>
      )}
    </section>
  )
}
