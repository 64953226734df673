import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { BackToBrands } from './back-to-brands.tsx'
import { useBrand } from './use-brand.ts'
import './brands.css'

/** `/admin/brand/details?id=`: the brand, its times, and its formats with sizes nb to xxl. */
export function BrandDetailsPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const { loaded, reload } = useBrand(id)
  return (
    <div className="admin-page">
      <LoadView loaded={loaded} failedText={t('adminBrands.loadFailed')} onRetry={reload}>
        {(brand) => (
          <>
            <AdminPageHeader
              title={brand.name}
              back={<BackToBrands />}
              actions={
                <Link to="/admin/brand/edit" search={{ id }} className="button secondary">
                  {t('adminBrands.edit.title')}
                </Link>
              }
            />
            <div className="card brand-details">
              <img src={brand.imageUrl} alt={brand.name} />
              <div>
                <p className="brand-description">{brand.description}</p>
                <dl className="brand-facts">
                  <dt>{t('adminBrands.details.created')}</dt>
                  <dd>
                    <time dateTime={brand.createdAt}>{formatDateTime(brand.createdAt)}</time>
                  </dd>
                  <dt>{t('adminBrands.details.updated')}</dt>
                  <dd>
                    <time dateTime={brand.updatedAt}>{formatDateTime(brand.updatedAt)}</time>
                  </dd>
                  <dt>{t('adminBrands.details.milestone')}</dt>
                  <dd>{brand.milestoneCampaign ? t('common.yes') : t('common.no')}</dd>
                </dl>
              </div>
            </div>
            <section className="brand-formats" aria-labelledby="brand-formats-title">
              <h2 id="brand-formats-title">{t('adminBrands.details.formats')}</h2>
              {brand.format.length === 0 ? (
                <p className="notice">{t('adminBrands.details.noFormats')}</p>
              ) : (
                <ul className="format-list">
                  {brand.format.map((format) => (
                    <li key={format.id}>
                      <h3>{format.name}</h3>
                      <ul className="size-list" aria-label={t('adminBrands.details.sizesOf', { format: format.name })}>
                        {format.size.map((size) => (
                          <li key={size.id}>{size.name.toUpperCase()}</li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              )}
              <Link to="/admin/brand/assign" search={{ id }} className="button">
                {t('adminBrands.details.addFormat')}
              </Link>
            </section>
          </>
        )}
      </LoadView>
    </div>
  )
}
