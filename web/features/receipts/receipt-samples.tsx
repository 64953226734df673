import { useTranslation } from 'react-i18next'
import { Carousel } from '../../components/carousel.tsx'

const SAMPLES = ['offline', 'online'] as const
/** Banners turn every 4 seconds (spec 2 §9). */
const BANNER_SECONDS = 4

/** What a good photo of a receipt shows: a till receipt and an online order, the parts to include marked. */
export function ReceiptSamples() {
  const { t } = useTranslation()
  return (
    <Carousel
      label={t('receipt.samplesLabel')}
      autoplaySeconds={BANNER_SECONDS}
      slides={SAMPLES.map((kind) => ({
        key: kind,
        content: (
          <figure className="receipt-sample">
            <img src={`${import.meta.env.BASE_URL}receipt-samples/${kind}.svg`} alt={t(`receipt.sample.${kind}.alt`)} width="240" height="320" loading="lazy" />
            <figcaption>{t(`receipt.sample.${kind}.caption`)}</figcaption>
          </figure>
        ),
      }))}
    />
  )
}
