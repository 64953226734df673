import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { SampleBrand } from '../../../domain/sample-catalogue.ts'
import { LoadView } from '../../components/load-view.tsx'
import { useLoad } from '../../lib/use-load.ts'
import { fetchSampleCatalog } from './api/fetch-sample-catalog.ts'
import { afterBrand, brandIn } from './sample-choice.ts'
import { SampleSteps } from './sample-steps.tsx'
import './samples.css'

/**
 * `/picksample` (spec 2 §2): the brands that have a sample to give, each a card with its image and
 * name. A brand with one format leads straight to its sizes; with several, `?brandId=` asks which.
 */
export function PickSamplePage({ brandId }: { brandId?: number }) {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchSampleCatalog)
  return (
    <section className="page narrow free-sample">
      <h1>{t('samples.pick.title')}</h1>
      <SampleSteps current="brand" />
      <LoadView loaded={loaded} failedText={t('samples.loadFailed')} onRetry={reload}>
        {(catalog) => {
          if (catalog.brands.length === 0) return <p className="notice">{t('samples.none')}</p>
          const chosen = brandIn(catalog, brandId)
          return (
            <>
              <h2>{t('samples.pick.brands')}</h2>
              <ul className="sample-cards" aria-label={t('samples.pick.brands')}>
                {catalog.brands.map((brand) => (
                  <li key={brand.id}>
                    <BrandCard brand={brand} chosen={brand.id === chosen?.id} />
                  </li>
                ))}
              </ul>
              {chosen && chosen.formats.length > 1 && <FormatChoice key={chosen.id} brand={chosen} />}
            </>
          )
        }}
      </LoadView>
      <p>
        <Link to="/dashboard">{t('samples.backToDashboard')}</Link>
      </p>
    </section>
  )
}

/** The formats of a brand that has several, brought into view when the brand is chosen. */
function FormatChoice({ brand }: { brand: SampleBrand }) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  // A block, not an arrow's value: scrollIntoView answers a promise in newer browsers, which React would take for a cleanup.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'nearest' })
  }, [])
  return (
    <>
      <h2 id="sample-formats" ref={heading}>
        {t('samples.pick.formats', { brand: brand.name })}
      </h2>
      <ul className="sample-choices" aria-labelledby="sample-formats">
        {brand.formats.map((format) => (
          <li key={format.id}>
            <Link className="sample-choice" to="/picksize" search={{ brandId: brand.id, formatId: format.id }}>
              {format.name}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}

function BrandCard({ brand, chosen }: { brand: SampleBrand; chosen: boolean }) {
  const next = afterBrand(brand)
  return (
    <Link className="sample-card" to={next.to} search={next.search} aria-current={chosen ? 'true' : undefined}>
      <img src={brand.brandImage} alt="" width="160" height="160" loading="lazy" />
      <span className="sample-card-name">{brand.name}</span>
    </Link>
  )
}
