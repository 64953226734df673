import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { NoticeKind } from '../../domain/content.ts'
import { fetchNotices } from '../../domain/contract/content.ts'
import { callApi } from '../lib/call-api.ts'
import { useCurrentLanguage } from '../lib/language.ts'
import { useLoad } from '../lib/use-load.ts'
import { NoticeText } from './notice-text.tsx'

/**
 * The club's notices of one kind showing now (back-office content with a start and an end): the
 * dashboard's announcements, the point shop's promotions. Each can be dismissed for this visit;
 * nothing shows while they load or when none is showing.
 */
export function NoticeBlock({ kind, label }: { kind: Exclude<NoticeKind, 'maintenance'>; label: string }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const { loaded: notices } = useLoad(useCallback(async () => (await callApi(fetchNotices, { query: { kind } }, { showError: false })).data, [kind]))
  const [dismissed, setDismissed] = useState<number[]>([])
  if (notices.status !== 'ready') return null
  const shown = notices.data.filter((a) => !dismissed.includes(a.id))
  if (shown.length === 0) return null
  return (
    <section aria-label={label} className="announcements">
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
