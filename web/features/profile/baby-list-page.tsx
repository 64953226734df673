import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '../../components/load-view.tsx'
import { formatDate } from '../../lib/format.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { diaperOf } from './baby-description.ts'
import { useBrands } from './use-brands.ts'
import './profile.css'

/** `/viewbabyinfo` (spec 1 §2): the member's babies, each to edit, and one to add. */
export function BabyListPage() {
  const { t } = useTranslation()
  const member = useMemberStore((s) => s.member)
  const { loaded: brands, reload } = useBrands()
  if (!member) return <p className="page" role="status">{t('common.loading')}</p>
  const babies = member.babyInfos

  return (
    <section className="page narrow profile-page">
      <h1>{t('profile.baby.listTitle')}</h1>
      {babies.length === 0 && <p className="notice">{t('profile.baby.none')}</p>}
      {brands.status === 'failed' && babies.length > 0 && <LoadFailed text={t('profile.baby.loadFailed')} onRetry={reload} />}
      <ul className="baby-list" aria-label={t('profile.baby.listTitle')}>
        {babies.map((baby, i) => {
          const name = baby.name ?? t('profile.baby.unnamed', { n: i + 1 })
          const diaper = brands.status === 'ready' ? diaperOf(baby, brands.data) : undefined
          return (
            <li key={baby.id} className="baby-item">
              <span className="baby-text">
                <strong>{name}</strong>
                <span>
                  {t('profile.baby.born', { date: formatDate(baby.birthDate) })}
                  {baby.gender && ` · ${t(`gender.${baby.gender}`)}`}
                </span>
                {brands.status === 'ready' && <span>{diaper ?? t('profile.baby.missing')}</span>}
              </span>
              <Link to="/addbabyinfo" search={{ babyId: baby.id }} aria-label={t('profile.baby.editLabel', { name })}>
                {t('profile.baby.edit')}
              </Link>
            </li>
          )
        })}
      </ul>
      <div className="profile-actions">
        <Link className="button secondary" to="/editprofile">
          {t('profile.baby.back')}
        </Link>
        <Link className="button" to="/addbabyinfo">
          {t('profile.baby.add')}
        </Link>
      </div>
    </section>
  )
}
