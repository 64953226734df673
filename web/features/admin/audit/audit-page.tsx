import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuditEntry, AuditFilter } from '../../../../domain/audit.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { downloadAudit, fetchAuditPage } from './api/fetch-audit.ts'
import { AuditFilterForm } from './audit-filter-form.tsx'
import { AuditTable } from './audit-table.tsx'
import './audit.css'

/** `/admin/audit` (DECISIONS "Back office"): every back-office write, newest first, a page at a time, with auditLog.csv. */
export function AuditPage() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<AuditFilter>({})
  const { loaded, reload } = useLoad(useCallback(() => fetchAuditPage(filter), [filter]))

  return (
    <div className="admin-page audit-log">
      <AdminPageHeader
        title={t('adminAudit.title')}
        actions={
          <button type="button" className="button secondary" onClick={() => void downloadAudit(filter).catch(() => undefined)}>
            {t('adminAudit.download')}
          </button>
        }
      />
      <AuditFilterForm onApply={setFilter} />
      <LoadView loaded={loaded} failedText={t('adminAudit.loadFailed')} onRetry={reload}>
        {(first) => (first.data.length === 0 ? <p className="notice">{t('adminAudit.empty')}</p> : <AuditPages key={JSON.stringify(filter)} filter={filter} first={first} />)}
      </LoadView>
    </div>
  )
}

/** The first page and the older ones the admin asked for. */
function AuditPages({ filter, first }: { filter: AuditFilter; first: { data: AuditEntry[]; more: boolean } }) {
  const { t } = useTranslation()
  const [entries, setEntries] = useState(first.data)
  const [more, setMore] = useState(first.more)
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')

  const showOlder = async () => {
    setState('loading')
    try {
      const page = await fetchAuditPage(filter, entries.at(-1)!.id)
      setEntries((shown) => [...shown, ...page.data])
      setMore(page.more)
      setState('idle')
    } catch {
      setState('failed')
    }
  }

  return (
    <>
      <AuditTable entries={entries} />
      {state === 'failed' && (
        <p className="notice" role="alert">
          {t('adminAudit.loadFailed')}
        </p>
      )}
      {more && (
        <button type="button" className="button secondary" disabled={state === 'loading'} onClick={() => void showOlder()}>
          {state === 'loading' ? t('common.loading') : t('adminAudit.older')}
        </button>
      )}
    </>
  )
}
