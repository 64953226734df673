import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MysteryBox, MysteryCampaign, MysteryEntry } from '../../../../domain/mystery-box.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { formatDate, formatDateTime } from '../../../lib/format.ts'
import { useCurrentLanguage } from '../../../lib/language.ts'
import { useMemberStore } from '../../../lib/member-store.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { fetchMysteryEntries } from './api/fetch-mystery-entries.ts'
import { openMysteryBox } from './api/open-mystery-box.ts'
import { MysteryEntryCard } from './mystery-entry-card.tsx'
import './mystery-box.css'

/**
 * `/mysteryboxhome` (spec 2 §2): the campaigns running now with their dates, the member's boxes to
 * open, each with Open; the prize the server drew is revealed with a short animation (none for
 * those who ask for reduced motion: the prize shows at once). The history is the point shop's
 * My mystery box tab.
 */
export function MysteryBoxHomePage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchMysteryEntries)
  const [won, setWon] = useState<MysteryEntry | null>(null)
  return (
    <section className="page narrow mystery-home">
      <h1>{t('mysteryBox.title')}</h1>
      {won && <Reveal entry={won} />}
      <LoadView loaded={loaded} failedText={t('mysteryBox.loadFailed')} onRetry={reload}>
        {({ campaigns, boxes }) => (
          <>
            {campaigns.length === 0 ? (
              <p className="notice">{t('mysteryBox.noCampaign')}</p>
            ) : (
              <ul className="mystery-campaigns" aria-label={t('mysteryBox.campaigns')}>
                {campaigns.map((campaign) => (
                  <li key={campaign.id}>
                    <CampaignLine campaign={campaign} />
                  </li>
                ))}
              </ul>
            )}
            {boxes.length === 0 ? (
              <div className="notice">
                <p>{t('mysteryBox.noBox')}</p>
                <p>{t('mysteryBox.howToGet')}</p>
              </div>
            ) : (
              <ul className="mystery-boxes" aria-label={t('mysteryBox.boxes')}>
                {boxes.map((box) => (
                  <li key={box.id}>
                    <BoxCard
                      box={box}
                      onOpened={(entry) => {
                        setWon(entry)
                        reload()
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </LoadView>
      <p>
        <Link to="/pointshop" search={{ tab: 'mysterybox' }}>
          {t('mysteryBox.historyLink')}
        </Link>
      </p>
    </section>
  )
}

function CampaignLine({ campaign }: { campaign: MysteryCampaign }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  return (
    <p className="mystery-campaign">
      <strong>{campaign.name[language]}</strong> {t('mysteryBox.dates', { from: formatDateTime(campaign.startsAt), to: formatDateTime(campaign.endsAt) })}
    </p>
  )
}

function BoxCard({ box, onOpened }: { box: MysteryBox; onOpened: (entry: MysteryEntry) => void }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  // One key per box for as long as the page lives: a retried opening gets the prize already drawn.
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const sending = useRef(false)
  const [busy, setBusy] = useState(false)
  const open = async () => {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    try {
      const { entry, totalPoints } = await openMysteryBox(box.id, idempotencyKey)
      const { member, setMember } = useMemberStore.getState()
      if (member) setMember({ ...member, totalPoints })
      onOpened(entry)
    } catch {
      // The error modal has said why; the box stays to be opened later.
    } finally {
      sending.current = false
      setBusy(false)
    }
  }
  const describedBy = `mystery-box-${box.id}`
  return (
    <article className="mystery-box-card">
      <span className="mystery-box-icon" aria-hidden="true">
        🎁
      </span>
      <p id={describedBy}>
        {t(`mysteryBox.source.${box.source}`)} · {box.campaign.name[language]} · {formatDate(box.grantedAt)}
      </p>
      <SendButton type="button" busy={busy} aria-describedby={describedBy} onClick={() => void open()}>
        {t('mysteryBox.open')}
      </SendButton>
    </article>
  )
}

/** The prize just drawn: the box bursts open, then the prize shows (at once under reduced motion, by CSS). */
function Reveal({ entry }: { entry: MysteryEntry }) {
  const { t } = useTranslation()
  return (
    <div className="mystery-reveal" role="status">
      <span className="mystery-reveal-box" aria-hidden="true">
        🎁
      </span>
      <div className="mystery-reveal-prize">
        <h2>{t('mysteryBox.youWon')}</h2>
        <MysteryEntryCard entry={entry} />
      </div>
    </div>
  )
}
