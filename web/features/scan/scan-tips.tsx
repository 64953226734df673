import { useTranslation } from 'react-i18next'
import { Carousel } from '../../components/carousel.tsx'

const TIPS = ['where', 'steady', 'light'] as const
/** Banners turn every 4 seconds (spec 1 §9). */
const BANNER_SECONDS = 4

/** The banner slider of the scan page: how to get a code read first time. */
export function ScanTips() {
  const { t } = useTranslation()
  return (
    <Carousel
      label={t('scan.tipsLabel')}
      autoplaySeconds={BANNER_SECONDS}
      slides={TIPS.map((tip) => ({
        key: tip,
        content: (
          <div className="tip">
            <strong>{t(`scan.tips.${tip}.title`)}</strong>
            <p>{t(`scan.tips.${tip}.body`)}</p>
          </div>
        ),
      }))}
    />
  )
}
