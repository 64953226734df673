import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { editBrand } from './api/edit-brand.ts'
import { BackToBrands } from './back-to-brands.tsx'
import { BrandForm } from './brand-form.tsx'
import { useBrand } from './use-brand.ts'
import './brands.css'

/** `/admin/brand/edit?id=`: the brand's texts, a new image if any, and its milestone campaign flag. */
export function BrandEditPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useBrand(id)
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminBrands.edit.title')} back={<BackToBrands />} />
      <LoadView loaded={loaded} failedText={t('adminBrands.loadFailed')} onRetry={reload}>
        {(brand) => (
          <BrandForm
            key={brand.id}
            brand={brand}
            submitLabel={t('adminBrands.edit.submit')}
            onSubmit={async ({ name, description, milestoneCampaign, image }) => {
              await editBrand({ id, name, description, milestoneCampaign }, image)
              await navigate({ to: '/admin/brand/dashboard' })
            }}
          />
        )}
      </LoadView>
    </div>
  )
}
