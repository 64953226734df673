import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { downloadBatchFile } from './api/download-batch-file.ts'
import { type BatchDashboard, fetchBatches } from './api/fetch-batches.ts'
import { toggleBatch } from './api/toggle-batch.ts'
import { CodeLookup } from './code-lookup.tsx'
import { DoublePointDaysForm } from '../ui/double-point-days-form.tsx'

const POLL_MS = 2000

/** `/admin/scancode/dashboard`: batches with live progress, the double-point days, one-code lookup. */
export function CodeBatchesPage() {
  const { t } = useTranslation()
  const [dashboard, setDashboard] = useState<BatchDashboard>()
  const load = useCallback(() => fetchBatches().then(setDashboard, () => undefined), [])

  useEffect(() => void load(), [load])
  // While a batch is generating, its progress is fetched again every couple of seconds.
  useEffect(() => {
    if (dashboard?.generatingStatus !== 'generating') return
    const timer = setTimeout(() => void load(), POLL_MS)
    return () => clearTimeout(timer)
  }, [dashboard, load])

  const toggle = async (id: number) => {
    const flipped = await toggleBatch(id).catch(() => undefined)
    if (flipped && dashboard) setDashboard({ ...dashboard, batches: dashboard.batches.map((b) => (b.id === id ? { ...b, active: flipped.active } : b)) })
  }

  if (!dashboard) return <p>{t('common.loading')}</p>
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminCodes.title')}
        actions={
          <Link to="/admin/scancode/generate" className="button">
            {t('adminCodes.generate')}
          </Link>
        }
      />
      <p aria-live="polite">{dashboard.generatingStatus === 'generating' ? t('adminCodes.generating') : t('adminCodes.idle')}</p>
      <DoublePointDaysForm key={dashboard.doublePointsDate.date.join()} days={dashboard.doublePointsDate.date} onSaved={(date) => setDashboard({ ...dashboard, doublePointsDate: { date } })} />
      <CodeLookup />
      {dashboard.batches.length === 0 ? (
        <p className="notice">{t('adminCodes.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{t('adminCodes.batches')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminCodes.id')}</th>
                <th scope="col">{t('adminCodes.product')}</th>
                <th scope="col">{t('adminCodes.points')}</th>
                <th scope="col">{t('adminCodes.codes')}</th>
                <th scope="col">{t('adminCodes.scanned')}</th>
                <th scope="col">{t('adminCodes.created')}</th>
                <th scope="col">{t('adminCodes.active')}</th>
                <th scope="col">{t('adminCodes.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {dashboard.batches.map((b) => (
                <tr key={b.id}>
                  <td>#{b.id}</td>
                  <td>
                    {b.brand.name} · {b.format.name} · {b.size.name.toUpperCase()}
                  </td>
                  <td>{formatNumber(b.points)}</td>
                  <td>
                    {b.status === 'generating' ? (
                      <>
                        <progress max={b.quantity} value={b.generated} aria-label={t('adminCodes.progress', { id: b.id })} />{' '}
                        {formatNumber(b.generated)} / {formatNumber(b.quantity)}
                      </>
                    ) : (
                      formatNumber(b.quantity)
                    )}
                  </td>
                  <td>{formatNumber(b.scanned)}</td>
                  <td>{formatDateTime(b.createdAt)}</td>
                  <td>
                    <input type="checkbox" checked={b.active} onChange={() => void toggle(b.id)} aria-label={t('adminCodes.activeFor', { id: b.id })} />
                  </td>
                  <td className="actions">
                    {b.status === 'generating' ? (
                      <span>{t('adminCodes.generatingShort')}</span>
                    ) : b.status === 'failed' ? (
                      <span className="field-error">
                        {t('adminCodes.failed')}
                        {b.failureReason && <>: {t(`adminCodes.failureReasons.${b.failureReason}`)}</>}
                      </span>
                    ) : (
                      <>
                        <Link to="/admin/scancode/details" search={{ id: b.id }}>
                          {t('adminCodes.details')}
                        </Link>
                        {b.fileUrl && (
                          <button type="button" className="link-button" onClick={() => void downloadBatchFile(b.id)}>
                            {t('adminCodes.download')}
                          </button>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
