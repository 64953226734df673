import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { addVoucherType } from './api/add-voucher-type.ts'
import { VoucherTypeForm } from './voucher-type-form.tsx'
import { VOUCHER_SCREENS } from './voucher-screens.ts'
import './vouchers.css'

/** `/admin/voucher/type/add`: a new voucher type; saved, it is back to the dashboard (spec 3 §4). */
export function VoucherTypeAddPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminVouchers.form.title')} back={<Link to={VOUCHER_SCREENS.dashboard}>{t('adminVouchers.back')}</Link>} />
      <VoucherTypeForm
        onSubmit={async (values) => {
          await addVoucherType(values)
          await navigate({ to: VOUCHER_SCREENS.dashboard })
        }}
      />
    </div>
  )
}
