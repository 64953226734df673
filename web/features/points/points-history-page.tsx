import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '../../components/load-view.tsx'
import type { PointRecordKind } from '../../../domain/point-records.ts'
import { PointRecords } from '../../components/point-records.tsx'
import { Tabs } from '../../components/tabs.tsx'
import { usePointHistory } from './use-point-history.ts'
import './points.css'

function PointHistoryList({ kind }: { kind: PointRecordKind }) {
  const { t } = useTranslation()
  const { history, reload, loadMore } = usePointHistory(kind)
  if (history.state === 'loading') return <p role="status">{t('common.loading')}</p>
  if (history.state === 'failed') return <LoadFailed text={t('points.loadFailed')} onRetry={reload} />
  if (history.records.length === 0) return <p className="notice">{kind === 'earned' ? t('points.emptyEarned') : t('points.emptyUsed')}</p>
  return (
    <>
      <PointRecords records={history.records} />
      {history.more === 'failed' && (
        <p className="notice" role="alert">
          {t('points.loadFailed')}
        </p>
      )}
      {history.nextBefore !== null && (
        <button type="button" className="button secondary show-more" onClick={loadMore} disabled={history.more === 'loading'}>
          {history.more === 'loading' ? t('common.loading') : t('points.showMore')}
        </button>
      )}
    </>
  )
}

/** `/viewpoints` and `/pointhistory`: the member's points, earned and used on their own tabs. */
export function PointsHistoryPage() {
  const { t } = useTranslation()
  const [kind, setKind] = useState<PointRecordKind>('earned')
  return (
    <section className="page narrow">
      <h1>{t('points.title')}</h1>
      <Tabs
        label={t('points.title')}
        tabs={[
          { key: 'earned', label: t('points.earned') },
          { key: 'used', label: t('points.used') },
        ]}
        selected={kind}
        onSelect={setKind}
      >
        {/* Keyed, so each tab starts from its own first page. */}
        <PointHistoryList key={kind} kind={kind} />
      </Tabs>
    </section>
  )
}
