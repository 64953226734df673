import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { OrderKind } from '../../../../domain/shop.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { editItem } from './api/save-item.ts'
import { BackToItems } from './back-to-items.tsx'
import { ItemForm } from './item-form.tsx'
import { SCREENS } from './item-screens.ts'
import { useItem } from './use-item.ts'
import './shop-items.css'

/** `/admin/item/edit?id=` and `/admin/pregnant/editPregnant?id=`: the item's fields, new images if any. */
export function ItemEditPage({ kind, id }: { kind: OrderKind; id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useItem(kind, id)
  return (
    <div className="admin-page">
      <AdminPageHeader title={t(`adminShopItems.${kind}.editTitle`)} back={<BackToItems kind={kind} />} />
      <LoadView loaded={loaded} failedText={t(`adminShopItems.${kind}.loadFailed`)} onRetry={reload}>
        {({ item, categories }) => (
          <ItemForm
            key={item.id}
            kind={kind}
            item={item}
            categories={categories}
            submitLabel={t('adminShopItems.form.editSubmit')}
            onSubmit={async (values) => {
              await editItem(kind, id, values)
              await navigate({ to: SCREENS[kind].dashboard })
            }}
          />
        )}
      </LoadView>
    </div>
  )
}
