import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { DonateItem } from '../../../../domain/charity.ts'
import { previewName } from '../../../../domain/rewards.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useCurrentLanguage } from '../../../lib/language.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { fetchDonateItems } from '../api/fetch-donate-items.ts'

/** The Shop tab's Share a Little Comfort chip (spec 2 §2): the donation items, each leading to its detail and Donate. */
export function DonateItems() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchDonateItems)
  return (
    <LoadView loaded={loaded} failedText={t('charity.loadFailed')} onRetry={reload}>
      {(items) =>
        items.length === 0 ? (
          <p className="notice">{t('charity.items.empty')}</p>
        ) : (
          <ul className="shop-items" aria-label={t('charity.items.label')}>
            {items.map((item) => (
              <li key={item.id}>
                <DonateCard item={item} />
              </li>
            ))}
          </ul>
        )
      }
    </LoadView>
  )
}

function DonateCard({ item }: { item: DonateItem }) {
  const { t } = useTranslation()
  const name = item.itemName[useCurrentLanguage()]
  return (
    <Link className="shop-card" to="/rewarddetail" search={{ id: item.id, type: 'donate' }} title={name}>
      <img src={item.itemImage} alt="" width="160" height="160" loading="lazy" />
      <span className="shop-card-name">{previewName(name)}</span>
      <span className="shop-card-points">{t('shop.points', { points: formatNumber(item.points) })}</span>
    </Link>
  )
}
