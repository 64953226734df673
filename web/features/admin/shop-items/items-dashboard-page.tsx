import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AdminShopItem, OrderKind } from '../../../../domain/shop.ts'
import { formatNumber } from '../../../lib/format.ts'
import { AdminListPage } from '../ui/admin-list-page.tsx'
import { SearchableTable, type TableColumn } from '../ui/searchable-table.tsx'
import { cut } from '../ui/table-text.ts'
import { useShowBoxes } from '../ui/use-show-boxes.tsx'
import { fetchItems, type ItemList } from './api/fetch-items.ts'
import { flipItem } from './api/flip-item.ts'
import { SCREENS } from './item-screens.ts'
import './shop-items.css'

/**
 * `/admin/catalog/dashboard` (Item Dashboard) and `/admin/pregnant/dashboard` (Pregnant Mum
 * Dashboard): every item of the kind, shown or hidden, with a table search, a show/hide box that
 * changes only once the server has, and a way to edit each one or add another.
 */
export function ItemsDashboardPage({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation()
  return (
    <AdminListPage
      className="shop-items-page"
      title={t(`adminShopItems.${kind}.dashboardTitle`)}
      action={
        <Link to={SCREENS[kind].add} className="button">
          {t(`adminShopItems.${kind}.newItem`)}
        </Link>
      }
      load={fetchItems(kind)}
      failedText={t(`adminShopItems.${kind}.loadFailed`)}
    >
      {(list) => <ItemsTable kind={kind} list={list} />}
    </AdminListPage>
  )
}

function ItemsTable({ kind, list }: { kind: OrderKind; list: ItemList }) {
  const { t } = useTranslation()
  const showBox = useShowBoxes((id) => flipItem(kind, id))
  const categoryName = new Map(list.categories.map((c) => [c.id, c.name]))
  const categoriesOf = (item: AdminShopItem) => item.categories.map((id) => categoryName.get(id) ?? `#${id}`).join(', ')
  const texts: TableColumn<AdminShopItem>[] = [
    { header: t('adminShopItems.table.nameEn'), cell: (item) => cut(item.itemName.en), cellProps: (item) => ({ title: item.itemName.en }) },
    { header: t('adminShopItems.table.nameBm'), cell: (item) => cut(item.itemName.bm), cellProps: (item) => ({ lang: 'ms', title: item.itemName.bm }) },
  ]
  // Pregnant Mum items are told apart by their descriptions; catalogue items by their categories.
  if (kind === 'pregnant') {
    texts.push(
      { header: t('adminShopItems.table.descriptionEn'), cell: (item) => cut(item.description.en), cellProps: (item) => ({ title: item.description.en }) },
      { header: t('adminShopItems.table.descriptionBm'), cell: (item) => cut(item.description.bm), cellProps: (item) => ({ lang: 'ms', title: item.description.bm }) },
    )
  }
  return (
    <SearchableTable
      rows={list.items}
      searchTexts={(item) => [item.itemId, item.itemName.en, item.itemName.bm, item.description.en, item.description.bm, item.itemBrand, categoriesOf(item)]}
      caption={t(`adminShopItems.${kind}.tableCaption`)}
      emptyText={t(`adminShopItems.${kind}.empty`)}
      className="shop-items-table"
      searchLabel={t('adminShopItems.table.search')}
      noMatchText={(search) => t('adminShopItems.table.noMatch', { search })}
      columns={[
        {
          header: t('adminShopItems.table.image'),
          // The names beside them say what they show.
          cell: (item) => (
            <div className="shop-item-images">
              <img src={item.itemImage.en} alt="" loading="lazy" />
              <img src={item.itemImage.bm} alt="" loading="lazy" />
            </div>
          ),
        },
        { header: t('adminShopItems.table.itemId'), cell: (item) => item.itemId },
        ...texts,
        { header: t('adminShopItems.table.brand'), cell: (item) => item.itemBrand },
        { header: t('adminShopItems.table.points'), cell: (item) => formatNumber(item.points) },
        { header: t('adminShopItems.table.inventory'), cell: (item) => formatNumber(item.inventory) },
        { header: t('adminShopItems.table.redeemed'), cell: (item) => formatNumber(item.redeemed) },
        { header: t('adminShopItems.table.remaining'), cell: (item) => formatNumber(item.remaining) },
        ...(kind === 'pregnant' ? [] : [{ header: t('adminShopItems.table.categories'), cell: categoriesOf }]),
        { header: t('adminShopItems.table.shown'), cell: (item) => showBox(item, t('adminShopItems.table.shownFor', { name: item.itemName.en })) },
        {
          header: t('adminShopItems.table.actions'),
          className: 'actions',
          cell: (item) => (
            <Link to={SCREENS[kind].edit} search={{ id: item.id }} aria-label={t('adminShopItems.table.editFor', { name: item.itemName.en })}>
              {t('adminShopItems.table.edit')}
            </Link>
          ),
        },
      ]}
    />
  )
}
