import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Contest, MyContestEntry } from '../../../domain/contests.ts'
import { formatDate } from '../../lib/format.ts'
import { fetchEntryFile } from './api/fetch-entry-file.ts'
import { useLocalized } from './localized.ts'

/** The member's own entries in a contest, each with its image (fetched privately) and where staff put it. */
export function MyEntries({ contest }: { contest: Contest }) {
  const { t } = useTranslation()
  if (!contest.myEntries.length) return null
  return (
    <section aria-labelledby="my-entries-title">
      <h2 id="my-entries-title">{t('contests.myEntries', { count: contest.myEntries.length })}</h2>
      <ul className="contest-entries">
        {contest.myEntries.map((entry, i) => (
          <li key={entry.id}>
            {entry.hasImage && <EntryThumbnail id={entry.id} label={t('contests.entryNumber', { n: contest.myEntries.length - i })} />}
            <EntryText contest={contest} entry={entry} n={contest.myEntries.length - i} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function EntryText({ contest, entry, n }: { contest: Contest; entry: MyContestEntry; n: number }) {
  const { t } = useTranslation()
  const local = useLocalized()
  const option = contest.options.find((o) => o.id === entry.optionId)
  return (
    <span>
      <strong>{t('contests.entryNumber', { n })}</strong> · {formatDate(entry.createdAt)} · {t(`contests.entryStatus.${entry.status}`)}
      {option && <> · {local(option.label)}</>}
    </span>
  )
}

function EntryThumbnail({ id, label }: { id: number; label: string }) {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    let url: string | undefined
    let current = true
    fetchEntryFile(id, 'image').then(
      (blob) => {
        if (!current) return
        url = URL.createObjectURL(blob)
        setSrc(url)
      },
      () => undefined,
    )
    return () => {
      current = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [id])
  return src ? <img src={src} alt={label} /> : <span className="contest-entry-placeholder" aria-hidden="true" />
}
