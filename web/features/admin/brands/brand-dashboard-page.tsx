import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminIcon } from '../ui/admin-icon.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { fetchBrands } from './api/fetch-brands.ts'
import './brands.css'

/** `/admin/brand/dashboard`: a grid of brands; a brand opens its details, its pencil the edit form. */
export function BrandDashboardPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchBrands)
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminBrands.dashboard.title')} />
      <LoadView loaded={loaded} failedText={t('adminBrands.loadFailed')} onRetry={reload}>
        {(brands) => (
          <>
            {brands.length === 0 && <p className="notice">{t('adminBrands.dashboard.empty')}</p>}
            <ul className="brand-grid">
              {brands.map((brand) => (
                <li key={brand.id} className="brand-tile">
                  <Link to="/admin/brand/details" search={{ id: brand.id }} className="brand-tile-open">
                    <img src={brand.imageUrl} alt="" loading="lazy" />
                    <span>{brand.name}</span>
                  </Link>
                  <Link to="/admin/brand/edit" search={{ id: brand.id }} className="brand-tile-edit" aria-label={t('adminBrands.dashboard.edit', { name: brand.name })}>
                    <AdminIcon name="edit" size={20} />
                  </Link>
                </li>
              ))}
              <li className="brand-tile">
                <Link to="/admin/brand/add" className="brand-tile-open brand-tile-add">
                  <AdminIcon name="plus" size={40} />
                  <span>{t('adminBrands.dashboard.add')}</span>
                </Link>
              </li>
            </ul>
          </>
        )}
      </LoadView>
    </div>
  )
}
