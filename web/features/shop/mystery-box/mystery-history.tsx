import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MYSTERY_HISTORY_PREVIEW } from '../../../../domain/mystery-box.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { fetchMysteryEntries } from './api/fetch-mystery-entries.ts'
import { MysteryEntryCard } from './mystery-entry-card.tsx'
import './mystery-box.css'

/**
 * `/pointshop?tab=mysterybox` (spec 2 §2, §8, §9): what the member's boxes and draws gave, newest
 * first, 3 entries then See more; "Empty History" when there is none. Boxes still to open lead to
 * `/mysteryboxhome`.
 */
export function MysteryHistory() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchMysteryEntries)
  const [all, setAll] = useState(false)
  return (
    <LoadView loaded={loaded} failedText={t('mysteryBox.loadFailed')} onRetry={reload}>
      {({ data, boxes }) => (
        <div className="mystery-history">
          {boxes.length > 0 && (
            <p className="notice">
              {t('mysteryBox.toOpen', { count: boxes.length })} <Link to="/mysteryboxhome">{t('mysteryBox.openThem')}</Link>
            </p>
          )}
          {data.length === 0 ? (
            <p className="notice">{t('mysteryBox.emptyHistory')}</p>
          ) : (
            <>
              <ul className="mystery-entries" aria-label={t('mysteryBox.history')}>
                {(all ? data : data.slice(0, MYSTERY_HISTORY_PREVIEW)).map((entry, i) => (
                  <li key={`${entry.createdAt}-${i}`}>
                    <MysteryEntryCard entry={entry} />
                  </li>
                ))}
              </ul>
              {!all && data.length > MYSTERY_HISTORY_PREVIEW && (
                <button type="button" className="button secondary" onClick={() => setAll(true)}>
                  {t('mysteryBox.seeMore')}
                </button>
              )}
            </>
          )}
          {boxes.length === 0 && <Link to="/mysteryboxhome">{t('mysteryBox.home')}</Link>}
        </div>
      )}
    </LoadView>
  )
}
