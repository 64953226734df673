import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { addBrand } from './api/add-brand.ts'
import { BackToBrands } from './back-to-brands.tsx'
import { BrandForm } from './brand-form.tsx'
import './brands.css'

/** `/admin/brand/add`: name, description and image, all required; saved, it is back to the dashboard. */
export function BrandAddPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminBrands.add.title')} back={<BackToBrands />} />
      <BrandForm
        submitLabel={t('adminBrands.add.submit')}
        onSubmit={async ({ name, description, image }) => {
          await addBrand({ name, description }, image!)
          await navigate({ to: '/admin/brand/dashboard' })
        }}
      />
    </div>
  )
}
