import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { ScanTable } from '../ui/scan-table.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchBatchDetails } from './api/fetch-batch-details.ts'

type Details = Awaited<ReturnType<typeof fetchBatchDetails>>

/** `/admin/scancode/details`: one batch and its latest scans. */
export function BatchDetailsPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const [details, setDetails] = useState<Details>()
  useEffect(() => void fetchBatchDetails(id).then(setDetails, () => undefined), [id])
  if (!details) return <p>{t('common.loading')}</p>
  const { batch, recentScans } = details
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminCodes.detailsTitle', { id: batch.id })} back={<Link to="/admin/scancode/dashboard">{t('adminCodes.back')}</Link>} />
      <dl className="facts">
        <dt>{t('adminCodes.product')}</dt>
        <dd>
          {batch.brand.name} · {batch.format.name} · {batch.size.name.toUpperCase()}
        </dd>
        <dt>{t('adminCodes.points')}</dt>
        <dd>{formatNumber(batch.points)}</dd>
        <dt>{t('adminCodes.codes')}</dt>
        <dd>{formatNumber(batch.quantity)}</dd>
        <dt>{t('adminCodes.scanned')}</dt>
        <dd>{formatNumber(batch.scanned)}</dd>
        <dt>{t('adminCodes.created')}</dt>
        <dd>{formatDateTime(batch.createdAt)}</dd>
        <dt>{t('adminCodes.active')}</dt>
        <dd>{batch.active ? t('common.yes') : t('common.no')}</dd>
      </dl>
      <h2>{t('adminCodes.recentScans')}</h2>
      <ScanTable rows={recentScans} />
    </div>
  )
}
