import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminDonateItem } from '../../../../domain/charity-content.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { cut } from '../ui/table-text.ts'
import { addDonateItem, editDonateItem, fetchAdminDonateItems, flipDonateItem } from './api/charity-calls.ts'
import { SCREENS } from './charity-screens.ts'
import { DonateItemForm } from './donate-item-form.tsx'
import { RowEditScreen } from './row-edit-screen.tsx'
import { ShowToggle } from './show-toggle.tsx'
import '../ui/content.css'
import './charity.css'

/** `/admin/donate/dashboard` (spec 3 §2.9): every donation item, a Show box, Add Item and a working Edit (DECISIONS). */
export function DonateItemsDashboardPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchAdminDonateItems)
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminCharity.donate.dashboardTitle')}
        actions={
          <Link to={SCREENS.donate.add} className="button">
            {t('adminCharity.donate.add')}
          </Link>
        }
      />
      <LoadView loaded={loaded} failedText={t('adminCharity.donate.loadFailed')} onRetry={reload}>
        {(list) => <DonateItemsTable list={list} />}
      </LoadView>
    </div>
  )
}

function DonateItemsTable({ list }: { list: AdminDonateItem[] }) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const needle = search.trim().toLowerCase()
  const rows = list.filter((d) => !needle || [d.itemId, d.itemName.en, d.itemName.bm].some((s) => s.toLowerCase().includes(needle)))
  if (list.length === 0) return <p className="notice">{t('adminCharity.donate.empty')}</p>
  return (
    <>
      <TextField className="table-search" label={t('adminContent.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {rows.length === 0 ? (
        <p className="notice" role="status">
          {t('adminContent.noMatch', { search: search.trim() })}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="content-table">
            <caption className="visually-hidden">{t('adminCharity.donate.dashboardTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminContent.image')}</th>
                <th scope="col">{t('adminCharity.donate.itemId')}</th>
                <th scope="col">{t('adminCharity.donate.nameEn')}</th>
                <th scope="col">{t('adminCharity.donate.nameBm')}</th>
                <th scope="col">{t('adminCharity.donate.points')}</th>
                <th scope="col">{t('adminCharity.show')}</th>
                <th scope="col">{t('adminContent.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.id}>
                  <td>
                    <img src={item.itemImage} alt="" loading="lazy" className="donate-thumb" />
                  </td>
                  <td>{item.itemId}</td>
                  <td title={item.itemName.en}>{cut(item.itemName.en)}</td>
                  <td lang="ms" title={item.itemName.bm}>
                    {cut(item.itemName.bm)}
                  </td>
                  <td>{formatNumber(item.points)}</td>
                  <td>
                    <ShowToggle shown={item.active} label={t('adminCharity.showFor', { name: item.itemName.en })} flip={() => flipDonateItem(item.id)} />
                  </td>
                  <td className="actions">
                    <Link to={SCREENS.donate.edit} search={{ id: item.id }} aria-label={t('adminContent.editFor', { name: item.itemName.en })}>
                      {t('adminContent.edit')}
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

/** `/admin/donate/add`: saved, it is back to the dashboard. */
export function DonateItemAddPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminCharity.donate.addTitle')} back={<Link to={SCREENS.donate.dashboard}>{t('adminCharity.donate.back')}</Link>} />
      <DonateItemForm
        submitLabel={t('adminCharity.donate.addSubmit')}
        onSubmit={async (values) => {
          await addDonateItem(values)
          await navigate({ to: SCREENS.donate.dashboard })
        }}
      />
    </div>
  )
}

/** `/admin/donate/edit?id=` (DECISIONS: donation items have a working edit). */
export function DonateItemEditPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <RowEditScreen
      id={id}
      load={fetchAdminDonateItems}
      dashboard={SCREENS.donate.dashboard}
      title={t('adminCharity.donate.editTitle')}
      backText={t('adminCharity.donate.back')}
      failedText={t('adminCharity.donate.loadFailed')}
    >
      {(item) => (
        <DonateItemForm
          key={item.id}
          item={item}
          submitLabel={t('adminCharity.saveChanges')}
          onSubmit={async (values) => {
            await editDonateItem(id, values)
            await navigate({ to: SCREENS.donate.dashboard })
          }}
        />
      )}
    </RowEditScreen>
  )
}
