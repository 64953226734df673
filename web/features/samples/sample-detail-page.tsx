import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { CatalogSample } from '../../../domain/sample-catalogue.ts'
import { useFreeSampleEntry } from '../../components/free-sample-entry.tsx'
import { LoadView } from '../../components/load-view.tsx'
import { SampleRules } from '../../components/sample-rules.tsx'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchSampleCatalog } from './api/fetch-sample-catalog.ts'
import { sampleIn, sizeLabel } from './sample-choice.ts'
import { SampleSteps } from './sample-steps.tsx'
import './samples.css'

/**
 * `/samplesdetail?id=` (spec 2 §2, §5, §9): the sample in the member's language, the rules and the
 * delivery time, and Request, which leads to picking the address (`/viewAddress?type=sample`). A
 * sample no longer offered sends the member back to the brands.
 */
export function SampleDetailPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(fetchSampleCatalog)
  const sample = loaded.status === 'ready' ? sampleIn(loaded.data, id) : undefined
  const unknown = loaded.status === 'ready' && !sample
  useEffect(() => {
    if (unknown) void navigate({ to: '/picksample', replace: true })
  }, [unknown, navigate])

  return (
    <section className="page narrow free-sample">
      <SampleSteps current="detail" />
      <LoadView loaded={loaded} failedText={t('samples.loadFailed')} onRetry={reload}>
        {() => sample && <SampleDetail sample={sample} />}
      </LoadView>
    </section>
  )
}

function SampleDetail({ sample }: { sample: CatalogSample }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const navigate = useNavigate()
  const { enter, busy, modal } = useFreeSampleEntry()
  const request = () => void enter(() => void navigate({ to: '/viewAddress', search: { type: 'sample', sampleId: sample.id } }))
  return (
    <>
      <article className="sample-detail">
        <img src={sample.itemImage[language]} alt={sample.itemName[language]} width="320" height="320" />
        <div>
          <h1>{sample.itemName[language]}</h1>
          <p className="sample-chosen">{t('samples.detail.size', { size: sizeLabel(sample.size) })}</p>
          <p className="sample-description">{sample.description[language]}</p>
          <p>{t('samples.delivery')}</p>
          <button type="button" className="button" disabled={busy} onClick={request}>
            {t('samples.detail.request')}
          </button>
        </div>
      </article>
      <h2>{t('samples.rules.title')}</h2>
      <SampleRules />
      <p>
        <Link to="/picksize" search={{ brandId: sample.brandId, formatId: sample.formatId }}>
          {t('samples.backToSizes')}
        </Link>
      </p>
      {modal}
    </>
  )
}
