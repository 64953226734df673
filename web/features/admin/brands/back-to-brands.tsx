import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export function BackToBrands() {
  const { t } = useTranslation()
  return <Link to="/admin/brand/dashboard">{t('adminBrands.backToBrands')}</Link>
}
