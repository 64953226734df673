import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminShopItem, OrderKind } from '../../../../domain/shop.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchItems, type ItemList } from './api/fetch-items.ts'
import { flipItem } from './api/flip-item.ts'
import { SCREENS } from './item-screens.ts'
import './shop-items.css'

/** Table texts are cut at this many characters, with an ellipsis (spec 3 §9). */
const TABLE_TEXT_MAX = 40
const cut = (text: string) => (text.length > TABLE_TEXT_MAX ? `${text.slice(0, TABLE_TEXT_MAX).trimEnd()}…` : text)

/**
 * `/admin/catalog/dashboard` (Item Dashboard) and `/admin/pregnant/dashboard` (Pregnant Mum
 * Dashboard): every item of the kind, shown or hidden, with a table search, a show/hide box that
 * changes only once the server has, and a way to edit each one or add another.
 */
export function ItemsDashboardPage({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchItems(kind))
  return (
    <div className="admin-page shop-items-page">
      <AdminPageHeader
        title={t(`adminShopItems.${kind}.dashboardTitle`)}
        actions={
          <Link to={SCREENS[kind].add} className="button">
            {t(`adminShopItems.${kind}.newItem`)}
          </Link>
        }
      />
      <LoadView loaded={loaded} failedText={t(`adminShopItems.${kind}.loadFailed`)} onRetry={reload}>
        {(list) => <ItemsTable kind={kind} list={list} />}
      </LoadView>
    </div>
  )
}

function ItemsTable({ kind, list }: { kind: OrderKind; list: ItemList }) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  // What the server answered to each show/hide, over what was loaded; and the rows being saved.
  const [shown, setShown] = useState<Record<number, boolean>>({})
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set())
  const categoryName = new Map(list.categories.map((c) => [c.id, c.name]))
  const categoriesOf = (item: AdminShopItem) => item.categories.map((id) => categoryName.get(id) ?? `#${id}`).join(', ')

  const flip = async (item: AdminShopItem) => {
    setSaving((s) => new Set(s).add(item.id))
    const answer = await flipItem(kind, item.id).catch(() => undefined)
    if (answer) setShown((s) => ({ ...s, [answer.id]: answer.active }))
    setSaving((s) => new Set([...s].filter((id) => id !== item.id)))
  }

  const needle = search.trim().toLowerCase()
  const rows = list.items.filter(
    (item) =>
      !needle ||
      [item.itemId, item.itemName.en, item.itemName.bm, item.description.en, item.description.bm, item.itemBrand, categoriesOf(item)].some((text) => text.toLowerCase().includes(needle)),
  )
  const withDescriptions = kind === 'pregnant'

  if (list.items.length === 0) return <p className="notice">{t(`adminShopItems.${kind}.empty`)}</p>
  return (
    <>
      <TextField className="table-search" label={t('adminShopItems.table.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {rows.length === 0 ? (
        <p className="notice" role="status">
          {t('adminShopItems.table.noMatch', { search: search.trim() })}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="shop-items-table">
            <caption className="visually-hidden">{t(`adminShopItems.${kind}.tableCaption`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminShopItems.table.image')}</th>
                <th scope="col">{t('adminShopItems.table.itemId')}</th>
                <th scope="col">{t('adminShopItems.table.nameEn')}</th>
                <th scope="col">{t('adminShopItems.table.nameBm')}</th>
                {withDescriptions && <th scope="col">{t('adminShopItems.table.descriptionEn')}</th>}
                {withDescriptions && <th scope="col">{t('adminShopItems.table.descriptionBm')}</th>}
                <th scope="col">{t('adminShopItems.table.brand')}</th>
                <th scope="col">{t('adminShopItems.table.points')}</th>
                <th scope="col">{t('adminShopItems.table.inventory')}</th>
                <th scope="col">{t('adminShopItems.table.redeemed')}</th>
                <th scope="col">{t('adminShopItems.table.remaining')}</th>
                {!withDescriptions && <th scope="col">{t('adminShopItems.table.categories')}</th>}
                <th scope="col">{t('adminShopItems.table.shown')}</th>
                <th scope="col">{t('adminShopItems.table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.id}>
                  <td>
                    {/* The names beside them say what they show. */}
                    <div className="shop-item-images">
                      <img src={item.itemImage.en} alt="" loading="lazy" />
                      <img src={item.itemImage.bm} alt="" loading="lazy" />
                    </div>
                  </td>
                  <td>{item.itemId}</td>
                  <td title={item.itemName.en}>{cut(item.itemName.en)}</td>
                  <td lang="ms" title={item.itemName.bm}>
                    {cut(item.itemName.bm)}
                  </td>
                  {withDescriptions && <td title={item.description.en}>{cut(item.description.en)}</td>}
                  {withDescriptions && (
                    <td lang="ms" title={item.description.bm}>
                      {cut(item.description.bm)}
                    </td>
                  )}
                  <td>{item.itemBrand}</td>
                  <td>{formatNumber(item.points)}</td>
                  <td>{formatNumber(item.inventory)}</td>
                  <td>{formatNumber(item.redeemed)}</td>
                  <td>{formatNumber(item.remaining)}</td>
                  {!withDescriptions && <td>{categoriesOf(item)}</td>}
                  <td>
                    <input
                      type="checkbox"
                      checked={shown[item.id] ?? item.active}
                      disabled={saving.has(item.id)}
                      aria-busy={saving.has(item.id) || undefined}
                      onChange={() => void flip(item)}
                      aria-label={t('adminShopItems.table.shownFor', { name: item.itemName.en })}
                    />
                  </td>
                  <td className="actions">
                    <Link to={SCREENS[kind].edit} search={{ id: item.id }} aria-label={t('adminShopItems.table.editFor', { name: item.itemName.en })}>
                      {t('adminShopItems.table.edit')}
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
