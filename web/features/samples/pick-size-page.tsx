import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../components/load-view.tsx'
import { useLoad } from '../../lib/use-load.ts'
import { fetchSampleCatalog } from './api/fetch-sample-catalog.ts'
import { brandIn, sizeLabel, sizesOf } from './sample-choice.ts'
import { SampleSteps } from './sample-steps.tsx'
import './samples.css'

/**
 * `/picksize?brandId=&formatId=` (spec 2 §2, §5): the sizes of the chosen brand and format that
 * have a sample, nb to xxl, each leading to its sample's detail.
 */
export function PickSizePage({ brandId, formatId }: { brandId: number; formatId: number }) {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchSampleCatalog)
  return (
    <section className="page narrow free-sample">
      <h1>{t('samples.size.title')}</h1>
      <SampleSteps current="size" />
      <LoadView loaded={loaded} failedText={t('samples.loadFailed')} onRetry={reload}>
        {(catalog) => {
          const brand = brandIn(catalog, brandId)
          const format = brand?.formats.find((f) => f.id === formatId)
          const sizes = sizesOf(catalog, brandId, formatId)
          if (!brand || !format || sizes.length === 0) return <p className="notice">{t('samples.size.none')}</p>
          return (
            <>
              <p className="sample-chosen">{t('samples.size.chosen', { brand: brand.name, format: format.name })}</p>
              <ul className="sample-choices" aria-label={t('samples.size.list', { brand: brand.name, format: format.name })}>
                {sizes.map((sample) => (
                  <li key={sample.id}>
                    <Link className="sample-choice" to="/samplesdetail" search={{ id: sample.id }}>
                      {sizeLabel(sample.size)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )
        }}
      </LoadView>
      <p>
        <Link to="/picksample">{t('samples.backToBrands')}</Link>
      </p>
    </section>
  )
}
