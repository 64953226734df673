import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AdminSample } from '../../../../domain/sample-catalogue.ts'
import { formatNumber } from '../../../lib/format.ts'
import { AdminListPage } from '../ui/admin-list-page.tsx'
import { SearchableTable } from '../ui/searchable-table.tsx'
import { cut } from '../ui/table-text.ts'
import { useShowBoxes } from '../ui/use-show-boxes.tsx'
import { fetchSamples, type SampleList } from './api/fetch-samples.ts'
import { flipSample } from './api/flip-sample.ts'
import { SCREENS } from './sample-screens.ts'
import './samples.css'

/**
 * `/admin/sample/dashboard` (spec 3 §2.4): every sample, shown or hidden, by brand, format and
 * size, with a table search, a Show Item box that changes only once the server has, and a way to
 * edit each one or add another.
 */
export function SamplesDashboardPage() {
  const { t } = useTranslation()
  return (
    <AdminListPage
      className="samples-page"
      title={t('adminSamples.dashboardTitle')}
      action={
        <Link to={SCREENS.add} className="button">
          {t('adminSamples.newSample')}
        </Link>
      }
      load={fetchSamples}
      failedText={t('adminSamples.loadFailed')}
    >
      {(list) => <SamplesTable list={list} />}
    </AdminListPage>
  )
}

function SamplesTable({ list }: { list: SampleList }) {
  const { t } = useTranslation()
  const showBox = useShowBoxes(flipSample)
  const brandOf = new Map(list.brands.map((b) => [b.id, b]))
  const brandName = (s: AdminSample) => brandOf.get(s.brandId)?.name ?? `#${s.brandId}`
  const formatName = (s: AdminSample) => brandOf.get(s.brandId)?.formats.find((f) => f.id === s.formatId)?.name ?? `#${s.formatId}`
  return (
    <SearchableTable
      rows={list.data}
      searchTexts={(s) => [s.itemId, s.itemName.en, s.itemName.bm, brandName(s), formatName(s), s.size]}
      caption={t('adminSamples.tableCaption')}
      emptyText={t('adminSamples.empty')}
      className="samples-table"
      searchLabel={t('adminSamples.table.search')}
      noMatchText={(search) => t('adminSamples.table.noMatch', { search })}
      columns={[
        {
          header: t('adminSamples.table.image'),
          // The names beside them say what they show.
          cell: (sample) => (
            <div className="sample-images">
              <img src={sample.itemImage.en} alt="" loading="lazy" />
              <img src={sample.itemImage.bm} alt="" loading="lazy" />
            </div>
          ),
        },
        { header: t('adminSamples.table.brand'), cell: brandName },
        { header: t('adminSamples.table.format'), cell: formatName },
        { header: t('adminSamples.table.size'), cell: (sample) => sample.size.toUpperCase() },
        { header: t('adminSamples.table.itemId'), cell: (sample) => sample.itemId },
        {
          header: t('adminSamples.table.name'),
          // Both names in one cell keep the wide table narrower.
          cell: (sample) => (
            <>
              <span title={sample.itemName.en}>{cut(sample.itemName.en)}</span>
              <span className="sample-name-bm" lang="ms" title={sample.itemName.bm}>
                {cut(sample.itemName.bm)}
              </span>
            </>
          ),
        },
        { header: t('adminSamples.table.inventory'), cell: (sample) => formatNumber(sample.inventory) },
        { header: t('adminSamples.table.redeemed'), cell: (sample) => formatNumber(sample.redeemed) },
        { header: t('adminSamples.table.remaining'), cell: (sample) => formatNumber(sample.remaining) },
        { header: t('adminSamples.table.shown'), cell: (sample) => showBox(sample, t('adminSamples.table.shownFor', { name: sample.itemName.en })) },
        {
          header: t('adminSamples.table.actions'),
          className: 'actions',
          cell: (sample) => (
            <Link to={SCREENS.edit} search={{ id: sample.id }} aria-label={t('adminSamples.table.editFor', { name: sample.itemName.en })}>
              {t('adminSamples.table.edit')}
            </Link>
          ),
        },
      ]}
    />
  )
}
