import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { previewName } from '../../../domain/rewards.ts'
import type { OrderKind, ShopItem } from '../../../domain/shop.ts'
import { LoadView } from '../../components/load-view.tsx'
import { formatNumber } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchShop } from './api/fetch-shop.ts'
import { DonateItems } from './donate/donate-items.tsx'
import { VoucherOffers } from './vouchers/voucher-offers.tsx'

/** The chip picked: every catalogue item, the pregnant-mum offers, the donation items, the e-vouchers, or one category. */
type Chip = 'all' | 'pregnant' | 'donate' | 'vouchers' | number

/**
 * The Shop tab (spec 2 §2): the member's points, the category chips (Pregnant offer only for a
 * member the API finds eligible, E-vouchers always) and the items in stock, each leading to its
 * detail.
 */
export function ShopCatalogue() {
  const { t } = useTranslation()
  const points = useMemberStore((s) => s.member?.totalPoints ?? 0)
  const { loaded, reload } = useLoad(fetchShop)
  const [chip, setChip] = useState<Chip>('all')
  return (
    <>
      <p className="shop-points">{t('shop.yourPoints', { points: formatNumber(points) })}</p>
      <LoadView loaded={loaded} failedText={t('shop.loadFailed')} onRetry={reload}>
        {(shop) => {
          const chips: { key: Chip; label: string }[] = [
            { key: 'all', label: t('shop.chips.all') },
            ...(shop.pregnant.eligible ? [{ key: 'pregnant' as const, label: t('shop.chips.pregnant') }] : []),
            { key: 'donate', label: t('charity.chip') },
            { key: 'vouchers', label: t('vouchers.chip') },
            ...shop.categories.map((c) => ({ key: c.id, label: c.name })),
          ]
          const shown: { kind: OrderKind; items: ShopItem[] } =
            chip === 'pregnant'
              ? { kind: 'pregnant', items: shop.pregnant.data }
              : { kind: 'item', items: typeof chip === 'number' ? shop.items.filter((i) => i.categories.includes(chip)) : shop.items }
          return (
            <>
              <div role="group" aria-label={t('shop.chips.label')} className="shop-chips">
                {chips.map((c) => (
                  <button key={c.key} type="button" className="chip" aria-pressed={chip === c.key} onClick={() => setChip(c.key)}>
                    {c.label}
                  </button>
                ))}
              </div>
              {chip === 'vouchers' ? (
                <VoucherOffers />
              ) : chip === 'donate' ? (
                <DonateItems />
              ) : shown.items.length === 0 ? (
                <p className="notice">{t('shop.empty')}</p>
              ) : (
                <ul className="shop-items" aria-label={t('shop.itemsLabel')}>
                  {shown.items.map((item) => (
                    <li key={item.id}>
                      <ItemCard item={item} kind={shown.kind} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )
        }}
      </LoadView>
    </>
  )
}

function ItemCard({ item, kind }: { item: ShopItem; kind: OrderKind }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const name = item.itemName[language]
  return (
    <Link className="shop-card" to="/rewarddetail" search={{ id: item.id, type: kind }} title={name}>
      <img src={item.itemImage[language]} alt="" width="160" height="160" loading="lazy" />
      <span className="shop-card-name">{previewName(name)}</span>
      <span className="shop-card-points">{t('shop.points', { points: formatNumber(item.points) })}</span>
      <span className="shop-card-brand">{item.itemBrand}</span>
    </Link>
  )
}
