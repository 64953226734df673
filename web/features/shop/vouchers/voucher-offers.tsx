import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { previewName } from '../../../../domain/rewards.ts'
import { formatRinggit, type VoucherOffer } from '../../../../domain/vouchers.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { fetchVoucherOffers } from '../api/fetch-voucher-offers.ts'
import { VoucherImage } from './voucher-image.tsx'

/**
 * The Shop tab's E-vouchers chip (spec 2 §2): the e-vouchers with codes left, each leading to its
 * detail and Redeem. Loaded when the chip is picked, so a failure here leaves the catalogue be.
 */
export function VoucherOffers() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchVoucherOffers)
  return (
    <LoadView loaded={loaded} failedText={t('vouchers.offers.loadFailed')} onRetry={reload}>
      {(offers) =>
        offers.length === 0 ? (
          <p className="notice">{t('vouchers.offers.empty')}</p>
        ) : (
          <ul className="shop-items" aria-label={t('vouchers.offers.label')}>
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        )
      }
    </LoadView>
  )
}

function OfferCard({ offer }: { offer: VoucherOffer }) {
  const { t } = useTranslation()
  return (
    <Link className="shop-card" to="/rewarddetail" search={{ id: offer.id, type: 'voucher' }} title={offer.name}>
      <VoucherImage src={offer.imageUrl} value={offer.value} size={160} />
      <span className="shop-card-name">{previewName(offer.name)}</span>
      <span className="voucher-value">{t('vouchers.worth', { value: formatRinggit(offer.value) })}</span>
      <span className="shop-card-points">{t('shop.points', { points: formatNumber(offer.points) })}</span>
    </Link>
  )
}
