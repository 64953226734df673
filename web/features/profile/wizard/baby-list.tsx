import { useTranslation } from 'react-i18next'
import type { MemberBrand } from '../../../../domain/catalogue.ts'
import { formatDate } from '../../../lib/format.ts'
import { diaperOf } from '../baby-description.ts'
import type { BabyRow } from './wizard-draft.ts'

interface BabyListProps {
  babies: BabyRow[]
  brands: MemberBrand[]
  onEdit: (baby: BabyRow) => void
  onAdd: () => void
}

/** Step 2 for parents: the babies so far, each to complete or change, and one more to add. */
export function BabyList({ babies, brands, onEdit, onAdd }: BabyListProps) {
  const { t } = useTranslation()
  return (
    <>
      {babies.length === 0 ? (
        <p className="notice">{t('profile.baby.none')}</p>
      ) : (
        <ul className="baby-list">
          {babies.map((baby, i) => {
            const name = baby.shownName ?? t('profile.baby.unnamed', { n: i + 1 })
            return (
              <li key={baby.key} className="baby-item">
                <span className="baby-text">
                  <strong>{name}</strong>
                  <span>{baby.birthDate && t('profile.baby.born', { date: formatDate(baby.birthDate) })}</span>
                  <span>{diaperOf(baby, brands) ?? t('profile.baby.missing')}</span>
                </span>
                <button type="button" className="link-button" onClick={() => onEdit(baby)} aria-label={t('profile.baby.editLabel', { name })}>
                  {t('profile.baby.edit')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <button type="button" className="button secondary" onClick={onAdd}>
        {t('profile.baby.add')}
      </button>
    </>
  )
}
