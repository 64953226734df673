import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminPointChart, AdminSku, SkuAdd } from '../../../../domain/point-chart.ts'
import { Modal } from '../../../components/modal.tsx'
import { ActiveAndEditCells } from './active-and-edit-cells.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { addSku } from './api/add-sku.ts'
import { editSku } from './api/edit-sku.ts'
import { SkuForm } from './sku-form.tsx'

interface SkusSectionProps {
  skus: AdminSku[]
  brands: AdminPointChart['brands']
  onChanged: () => void
}

const fieldsOf = (s: AdminSku): SkuAdd => ({ nameEn: s.name.en, nameBm: s.name.bm, brandId: s.brand?.id ?? null, pointsPerUnit: s.pointsPerUnit })

/** Products with their points per unit: added, edited, and turned off to leave the public chart. */
export function SkusSection({ skus, brands, onChanged }: SkusSectionProps) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<AdminSku>()
  const toggle = (s: AdminSku) => editSku({ id: s.id, ...fieldsOf(s), active: !s.active }).then(onChanged, () => undefined)

  return (
    <section className="point-chart-section" aria-labelledby="skus-title">
      <h2 id="skus-title">{t('adminPointChart.skus.title')}</h2>
      <div className="card point-chart-add">
        <h3>{t('adminPointChart.skus.addTitle')}</h3>
        <SkuForm
          brands={brands}
          submitLabel={t('adminPointChart.skus.add')}
          onSave={async (values) => {
            await addSku(values)
            onChanged()
          }}
        />
      </div>
      <div className="table-scroll">
        <table aria-labelledby="skus-title">
          <thead>
            <tr>
              <th scope="col">{t('adminPointChart.skus.nameEn')}</th>
              <th scope="col">{t('adminPointChart.skus.nameBm')}</th>
              <th scope="col">{t('adminPointChart.skus.brand')}</th>
              <th scope="col">{t('adminPointChart.skus.pointsPerUnit')}</th>
              <th scope="col">{t('adminPointChart.active')}</th>
              <th scope="col">{t('adminPointChart.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {skus.map((s) => (
              <tr key={s.id}>
                <td>{s.name.en}</td>
                <td lang="ms">{s.name.bm}</td>
                <td>{s.brand?.name ?? t('adminPointChart.skus.noBrand')}</td>
                <td>{formatNumber(s.pointsPerUnit)}</td>
                <ActiveAndEditCells name={s.name.en} active={s.active} onToggle={() => void toggle(s)} onEdit={() => setEditing(s)} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Modal open={editing !== undefined} title={t('adminPointChart.skus.editTitle')} onClose={() => setEditing(undefined)} actions={null}>
        {editing && (
          <SkuForm
            key={editing.id}
            brands={brands}
            initial={{ ...fieldsOf(editing), active: editing.active }}
            submitLabel={t('common.save')}
            onCancel={() => setEditing(undefined)}
            onSave={async (values) => {
              await editSku({ id: editing.id, ...values, active: values.active ?? editing.active })
              setEditing(undefined)
              onChanged()
            }}
          />
        )}
      </Modal>
    </section>
  )
}
