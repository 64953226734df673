import { useTranslation } from 'react-i18next'

interface ActiveAndEditCellsProps {
  /** What the row is called, for the controls' accessible names. */
  name: string
  active: boolean
  onToggle: () => void
  onEdit: () => void
}

/** A point-chart row's last two cells: its active switch and its edit button. */
export function ActiveAndEditCells({ name, active, onToggle, onEdit }: ActiveAndEditCellsProps) {
  const { t } = useTranslation()
  return (
    <>
      <td>
        <input type="checkbox" checked={active} onChange={onToggle} aria-label={t('adminPointChart.activeFor', { name })} />
      </td>
      <td className="actions">
        <button type="button" className="link-button" onClick={onEdit} aria-label={t('adminPointChart.editFor', { name })}>
          {t('adminPointChart.edit')}
        </button>
      </td>
    </>
  )
}
