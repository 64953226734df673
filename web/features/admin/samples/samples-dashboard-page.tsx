import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminSample } from '../../../../domain/sample-catalogue.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchSamples, type SampleList } from './api/fetch-samples.ts'
import { flipSample } from './api/flip-sample.ts'
import { SCREENS } from './sample-screens.ts'
import './samples.css'

/** Table texts are cut at this many characters, with an ellipsis (spec 3 §9). */
const TABLE_TEXT_MAX = 40
const cut = (text: string) => (text.length > TABLE_TEXT_MAX ? `${text.slice(0, TABLE_TEXT_MAX).trimEnd()}…` : text)

/**
 * `/admin/sample/dashboard` (spec 3 §2.4): every sample, shown or hidden, by brand, format and
 * size, with a table search, a Show Item box that changes only once the server has, and a way to
 * edit each one or add another.
 */
export function SamplesDashboardPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchSamples)
  return (
    <div className="admin-page samples-page">
      <AdminPageHeader
        title={t('adminSamples.dashboardTitle')}
        actions={
          <Link to={SCREENS.add} className="button">
            {t('adminSamples.newSample')}
          </Link>
        }
      />
      <LoadView loaded={loaded} failedText={t('adminSamples.loadFailed')} onRetry={reload}>
        {(list) => <SamplesTable list={list} />}
      </LoadView>
    </div>
  )
}

function SamplesTable({ list }: { list: SampleList }) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  // What the server answered to each show/hide, over what was loaded; and the rows being saved.
  const [shown, setShown] = useState<Record<number, boolean>>({})
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set())
  const brandOf = new Map(list.brands.map((b) => [b.id, b]))
  const brandName = (s: AdminSample) => brandOf.get(s.brandId)?.name ?? `#${s.brandId}`
  const formatName = (s: AdminSample) => brandOf.get(s.brandId)?.formats.find((f) => f.id === s.formatId)?.name ?? `#${s.formatId}`

  const flip = async (sample: AdminSample) => {
    setSaving((s) => new Set(s).add(sample.id))
    const answer = await flipSample(sample.id).catch(() => undefined)
    if (answer) setShown((s) => ({ ...s, [answer.id]: answer.active }))
    setSaving((s) => new Set([...s].filter((id) => id !== sample.id)))
  }

  const needle = search.trim().toLowerCase()
  const rows = list.data.filter(
    (s) => !needle || [s.itemId, s.itemName.en, s.itemName.bm, brandName(s), formatName(s), s.size].some((text) => text.toLowerCase().includes(needle)),
  )

  if (list.data.length === 0) return <p className="notice">{t('adminSamples.empty')}</p>
  return (
    <>
      <TextField className="table-search" label={t('adminSamples.table.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {rows.length === 0 ? (
        <p className="notice" role="status">
          {t('adminSamples.table.noMatch', { search: search.trim() })}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="samples-table">
            <caption className="visually-hidden">{t('adminSamples.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminSamples.table.image')}</th>
                <th scope="col">{t('adminSamples.table.brand')}</th>
                <th scope="col">{t('adminSamples.table.format')}</th>
                <th scope="col">{t('adminSamples.table.size')}</th>
                <th scope="col">{t('adminSamples.table.itemId')}</th>
                <th scope="col">{t('adminSamples.table.name')}</th>
                <th scope="col">{t('adminSamples.table.inventory')}</th>
                <th scope="col">{t('adminSamples.table.redeemed')}</th>
                <th scope="col">{t('adminSamples.table.remaining')}</th>
                <th scope="col">{t('adminSamples.table.shown')}</th>
                <th scope="col">{t('adminSamples.table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((sample) => (
                <tr key={sample.id}>
                  <td>
                    {/* The names beside them say what they show. */}
                    <div className="sample-images">
                      <img src={sample.itemImage.en} alt="" loading="lazy" />
                      <img src={sample.itemImage.bm} alt="" loading="lazy" />
                    </div>
                  </td>
                  <td>{brandName(sample)}</td>
                  <td>{formatName(sample)}</td>
                  <td>{sample.size.toUpperCase()}</td>
                  <td>{sample.itemId}</td>
                  {/* Both names in one cell keep the wide table narrower. */}
                  <td>
                    <span title={sample.itemName.en}>{cut(sample.itemName.en)}</span>
                    <span className="sample-name-bm" lang="ms" title={sample.itemName.bm}>
                      {cut(sample.itemName.bm)}
                    </span>
                  </td>
                  <td>{formatNumber(sample.inventory)}</td>
                  <td>{formatNumber(sample.redeemed)}</td>
                  <td>{formatNumber(sample.remaining)}</td>
                  <td>
                    <input
                      type="checkbox"
                      checked={shown[sample.id] ?? sample.active}
                      disabled={saving.has(sample.id)}
                      aria-busy={saving.has(sample.id) || undefined}
                      onChange={() => void flip(sample)}
                      aria-label={t('adminSamples.table.shownFor', { name: sample.itemName.en })}
                    />
                  </td>
                  <td className="actions">
                    <Link to={SCREENS.edit} search={{ id: sample.id }} aria-label={t('adminSamples.table.editFor', { name: sample.itemName.en })}>
                      {t('adminSamples.table.edit')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
