import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { OrderKind } from '../../../../domain/shop.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchItems } from './api/fetch-items.ts'
import { addItem } from './api/save-item.ts'
import { BackToItems } from './back-to-items.tsx'
import { ItemForm } from './item-form.tsx'
import { SCREENS } from './item-screens.ts'
import './shop-items.css'

/** `/admin/item/add` and `/admin/pregnant/add`: every field and both images; saved, it is back to the dashboard. */
export function ItemAddPage({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // The categories to choose from come with the dashboard's list.
  const { loaded, reload } = useLoad(fetchItems(kind))
  return (
    <div className="admin-page">
      <AdminPageHeader title={t(`adminShopItems.${kind}.addTitle`)} back={<BackToItems kind={kind} />} />
      <LoadView loaded={loaded} failedText={t(`adminShopItems.${kind}.loadFailed`)} onRetry={reload}>
        {({ categories }) => (
          <ItemForm
            kind={kind}
            categories={categories}
            submitLabel={t('adminShopItems.form.addSubmit')}
            onSubmit={async (values) => {
              await addItem(kind, values)
              await navigate({ to: SCREENS[kind].dashboard })
            }}
          />
        )}
      </LoadView>
    </div>
  )
}
