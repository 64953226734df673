import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NoticeText } from '../../components/notice-text.tsx'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchAnnouncements } from './api/fetch-announcements.ts'

/** The club's announcements showing now (back-office content with start and end), each dismissible for this visit. */
export function AnnouncementBlock() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const { loaded: announcements } = useLoad(fetchAnnouncements)
  const [dismissed, setDismissed] = useState<number[]>([])
  if (announcements.status !== 'ready') return null
  const shown = announcements.data.filter((a) => !dismissed.includes(a.id))
  if (shown.length === 0) return null
  return (
    <section aria-label={t('dashboard.announcements')} className="announcements">
      {shown.map((a) => (
        <article key={a.id} className="announcement">
          <h2>{a.title[language]}</h2>
          <NoticeText text={a.body[language]} />
          <button type="button" className="link-button" onClick={() => setDismissed([...dismissed, a.id])}>
            {t('dashboard.dismiss', { title: a.title[language] })}
          </button>
        </article>
      ))}
    </section>
  )
}
