import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AdminVoucherType, formatRinggit } from '../../../../domain/vouchers.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchVoucherTypes } from './api/fetch-voucher-types.ts'
import { flipVoucherType } from './api/flip-voucher-type.ts'
import { VOUCHER_SCREENS } from './voucher-screens.ts'
import { cut } from '../ui/table-text.ts'
import { ExpiryText, MilestoneMark } from './voucher-type-texts.tsx'
import './vouchers.css'

/**
 * `/admin/voucher/dashboard`: every voucher type, its codes counted (total, available, redeemed,
 * used), a show/hide box that changes only once the server has, and the ways on: a new type,
 * a type's batches, and an upload of codes (not for the milestone vouchers, made when won).
 */
export function VoucherDashboardPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchVoucherTypes)
  return (
    <div className="admin-page vouchers-page">
      <AdminPageHeader
        title={t('adminVouchers.dashboard.title')}
        actions={
          <Link to={VOUCHER_SCREENS.addType} className="button">
            {t('adminVouchers.dashboard.newType')}
          </Link>
        }
      />
      <LoadView loaded={loaded} failedText={t('adminVouchers.dashboard.loadFailed')} onRetry={reload}>
        {(types) => <VoucherTypesTable types={types} />}
      </LoadView>
    </div>
  )
}

function VoucherTypesTable({ types }: { types: AdminVoucherType[] }) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  // What the server answered to each show/hide, over what was loaded; and the rows being saved.
  const [shown, setShown] = useState<Record<number, boolean>>({})
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set())

  const flip = async (type: AdminVoucherType) => {
    setSaving((s) => new Set(s).add(type.id))
    const answer = await flipVoucherType(type.id).catch(() => undefined)
    if (answer) setShown((s) => ({ ...s, [answer.id]: answer.active }))
    setSaving((s) => new Set([...s].filter((id) => id !== type.id)))
  }

  if (types.length === 0) return <p className="notice">{t('adminVouchers.dashboard.empty')}</p>
  const needle = search.trim().toLowerCase()
  const rows = types.filter((type) => !needle || [type.itemId, type.name, formatRinggit(type.value)].some((text) => text.toLowerCase().includes(needle)))
  return (
    <>
      <TextField className="table-search" label={t('adminVouchers.table.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {rows.length === 0 ? (
        <p className="notice" role="status">
          {t('adminVouchers.table.noMatch', { search: search.trim() })}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="voucher-types-table">
            <caption className="visually-hidden">{t('adminVouchers.dashboard.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminVouchers.table.image')}</th>
                <th scope="col">{t('adminVouchers.table.itemId')}</th>
                <th scope="col">{t('adminVouchers.table.name')}</th>
                <th scope="col" className="number">
                  {t('adminVouchers.table.value')}
                </th>
                <th scope="col" className="number">
                  {t('adminVouchers.table.points')}
                </th>
                <th scope="col">{t('adminVouchers.table.expiry')}</th>
                <th scope="col" className="number">
                  {t('adminVouchers.table.batches')}
                </th>
                <th scope="col" className="number">
                  {t('adminVouchers.table.total')}
                </th>
                <th scope="col" className="number">
                  {t('adminVouchers.table.available')}
                </th>
                <th scope="col" className="number">
                  {t('adminVouchers.table.redeemed')}
                </th>
                <th scope="col" className="number">
                  {t('adminVouchers.table.used')}
                </th>
                <th scope="col">{t('adminVouchers.table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((type) => (
                <tr key={type.id}>
                  <td>
                    {/* The name beside it says what it shows; the milestone vouchers may have none. */}
                    {type.voucherImage && <img className="voucher-thumbnail" src={type.voucherImage} alt="" loading="lazy" />}
                  </td>
                  <td className="voucher-item-id">{type.itemId}</td>
                  <td>
                    <span title={type.name}>{cut(type.name)}</span>
                    <MilestoneMark milestone={type.milestone} />
                  </td>
                  <td className="number">{formatRinggit(type.value)}</td>
                  <td className="number">{formatNumber(type.points)}</td>
                  <td className="voucher-expiry">
                    <ExpiryText expiresOn={type.expiresOn} />
                  </td>
                  <td className="number">{formatNumber(type.batch)}</td>
                  <td className="number">{formatNumber(type.total)}</td>
                  <td className="number">{formatNumber(type.available)}</td>
                  <td className="number">{formatNumber(type.redeemed)}</td>
                  <td className="number">{formatNumber(type.used)}</td>
                  <td className="actions">
                    <ul className="voucher-actions">
                      <li>
                        <label className="voucher-shown">
                          <input
                            type="checkbox"
                            checked={shown[type.id] ?? type.active}
                            disabled={saving.has(type.id)}
                            aria-busy={saving.has(type.id) || undefined}
                            onChange={() => void flip(type)}
                            aria-label={t('adminVouchers.table.shownFor', { name: type.name })}
                          />
                          {t('adminVouchers.table.shown')}
                        </label>
                      </li>
                      {type.milestone === null && (
                        <li>
                          <Link to={VOUCHER_SCREENS.upload} search={{ id: type.id }} aria-label={t('adminVouchers.table.uploadFor', { name: type.name })}>
                            {t('adminVouchers.table.upload')}
                          </Link>
                        </li>
                      )}
                      <li>
                        <Link to={VOUCHER_SCREENS.batches} search={{ id: type.id }} aria-label={t('adminVouchers.table.batchesFor', { name: type.name })}>
                          {t('adminVouchers.table.batchesLink')}
                        </Link>
                      </li>
                    </ul>
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
