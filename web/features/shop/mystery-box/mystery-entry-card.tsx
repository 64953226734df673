import { useTranslation } from 'react-i18next'
import type { MysteryEntry } from '../../../../domain/mystery-box.ts'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { useCurrentLanguage } from '../../../lib/language.ts'

/** One line of the history (spec 2 §3 "Mystery-box entry"): what was won, when, and a voucher's code with its own expiry. */
export function MysteryEntryCard({ entry }: { entry: MysteryEntry }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  return (
    <article className="mystery-entry">
      {entry.image ? <img src={entry.image} alt="" width="64" height="64" loading="lazy" /> : <span className="mystery-entry-badge" aria-hidden="true">★</span>}
      <div>
        <h3>{entry.name[language]}</h3>
        <p className="mystery-entry-kind">{t(`mysteryBox.type.${entry.type}`)}</p>
        {entry.points !== null && <p>{t('mysteryBox.points', { points: formatNumber(entry.points) })}</p>}
        {entry.voucher && (
          <>
            <p>
              {t('mysteryBox.code')} <code>{entry.voucher.code}</code>
            </p>
            <p>{t('mysteryBox.validUntil', { date: formatDate(entry.voucher.expiresOn) })}</p>
          </>
        )}
        {entry.draw && <p>{t(`mysteryBox.draw.${entry.draw.kind}`, { from: formatDate(entry.draw.from), to: formatDate(entry.draw.to) })}</p>}
        <p className="mystery-entry-date">{formatDate(entry.createdAt)}</p>
      </div>
    </article>
  )
}
