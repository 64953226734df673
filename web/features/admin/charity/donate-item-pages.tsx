import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AdminDonateItem } from '../../../../domain/charity-content.ts'
import { formatNumber } from '../../../lib/format.ts'
import { AdminListPage } from '../ui/admin-list-page.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { RowEditScreen } from '../ui/row-edit-screen.tsx'
import { SearchableTable } from '../ui/searchable-table.tsx'
import { cut } from '../ui/table-text.ts'
import { useShowBoxes } from '../ui/use-show-boxes.tsx'
import { addDonateItem, editDonateItem, fetchAdminDonateItems, flipDonateItem } from './api/charity-calls.ts'
import { SCREENS } from './charity-screens.ts'
import { DonateItemForm } from './donate-item-form.tsx'
import '../ui/content.css'
import './charity.css'

/** `/admin/donate/dashboard` (spec 3 §2.9): every donation item, a Show box, Add Item and a working Edit (DECISIONS). */
export function DonateItemsDashboardPage() {
  const { t } = useTranslation()
  return (
    <AdminListPage
      title={t('adminCharity.donate.dashboardTitle')}
      action={
        <Link to={SCREENS.donate.add} className="button">
          {t('adminCharity.donate.add')}
        </Link>
      }
      load={fetchAdminDonateItems}
      failedText={t('adminCharity.donate.loadFailed')}
    >
      {(list) => <DonateItemsTable list={list} />}
    </AdminListPage>
  )
}

function DonateItemsTable({ list }: { list: AdminDonateItem[] }) {
  const { t } = useTranslation()
  const showBox = useShowBoxes(flipDonateItem)
  return (
    <SearchableTable
      rows={list}
      searchTexts={(d) => [d.itemId, d.itemName.en, d.itemName.bm]}
      caption={t('adminCharity.donate.dashboardTitle')}
      emptyText={t('adminCharity.donate.empty')}
      columns={[
        { header: t('adminContent.image'), cell: (item) => <img src={item.itemImage} alt="" loading="lazy" className="donate-thumb" /> },
        { header: t('adminCharity.donate.itemId'), cell: (item) => item.itemId },
        { header: t('adminCharity.donate.nameEn'), cell: (item) => cut(item.itemName.en), cellProps: (item) => ({ title: item.itemName.en }) },
        { header: t('adminCharity.donate.nameBm'), cell: (item) => cut(item.itemName.bm), cellProps: (item) => ({ lang: 'ms', title: item.itemName.bm }) },
        { header: t('adminCharity.donate.points'), cell: (item) => formatNumber(item.points) },
        { header: t('adminCharity.show'), cell: (item) => showBox(item, t('adminCharity.showFor', { name: item.itemName.en })) },
        {
          header: t('adminContent.actions'),
          className: 'actions',
          cell: (item) => (
            <Link to={SCREENS.donate.edit} search={{ id: item.id }} aria-label={t('adminContent.editFor', { name: item.itemName.en })}>
              {t('adminContent.edit')}
            </Link>
          ),
        },
      ]}
    />
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
