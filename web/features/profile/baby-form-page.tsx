import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../components/load-view.tsx'
import { businessDate } from '../../../domain/business-time.ts'
import type { MemberBrand } from '../../../domain/catalogue.ts'
import { type BabyDraft, babyProblem } from '../../../domain/profile-rules.ts'
import type { BabyInfo, BabyInfoInput } from '../../../domain/profile.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { useUiStore } from '../../lib/ui-store.ts'
import { saveBaby } from './api/save-baby.ts'
import { BabyFields } from './baby-fields.tsx'
import { showProblem } from './show-problem.ts'
import { useBrands } from './use-brands.ts'
import './profile.css'

/** `/addbabyinfo` (spec 1 §4): one form to add a baby or, with `babyId`, to edit one. */
export function BabyFormPage({ babyId }: { babyId?: number }) {
  const { t } = useTranslation()
  const member = useMemberStore((s) => s.member)
  const { loaded: brands, reload } = useBrands()
  const baby = babyId === undefined ? undefined : member?.babyInfos.find((b) => b.id === babyId)
  const title = t(babyId === undefined ? 'profile.baby.addTitle' : 'profile.baby.editTitle')

  let body
  if (!member) body = <p role="status">{t('common.loading')}</p>
  else if (babyId !== undefined && !baby) {
    body = (
      <div className="notice">
        <p>{t('profile.baby.notFound')}</p>
        <Link to="/viewbabyinfo">{t('profile.baby.listTitle')}</Link>
      </div>
    )
  } else {
    body = (
      <LoadView loaded={brands} failedText={t('profile.baby.loadFailed')} onRetry={reload}>
        {(list) => <BabyForm baby={baby} brands={list} />}
      </LoadView>
    )
  }

  return (
    <section className="page narrow profile-page">
      <h1>{title}</h1>
      {body}
    </section>
  )
}

function BabyForm({ baby, brands }: { baby?: BabyInfo; brands: MemberBrand[] }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const today = businessDate(new Date())
  const [value, setValue] = useState<BabyDraft>({
    name: baby?.name ?? '',
    gender: baby?.gender ?? '',
    birthDate: baby?.birthDate ?? '',
    brandId: baby?.brandId ?? null,
    formatId: baby?.formatId ?? null,
    sizeId: baby?.sizeId ?? null,
  })
  const [saving, setSaving] = useState(false)

  const submit = async () => {
    const problem = babyProblem(value, today, baby?.birthDate)
    if (problem) return showProblem(problem)
    const input: BabyInfoInput = {
      ...(baby && { babyId: baby.id }),
      name: value.name!.trim(),
      gender: value.gender as BabyInfoInput['gender'],
      birthDate: value.birthDate,
      brandId: value.brandId!,
      formatId: value.formatId!,
      sizeId: value.sizeId!,
    }
    setSaving(true)
    try {
      await saveBaby(input)
      useUiStore.getState().notify({ key: 'profile.baby.saved' })
      await navigate({ to: '/viewbabyinfo' })
    } catch {
      // The error modal has shown why; the form keeps what was chosen.
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (!saving) void submit()
      }}
    >
      <BabyFields value={value} onChange={setValue} brands={brands} thisYear={Number(today.slice(0, 4))} />
      <div className="profile-actions">
        <Link className="button secondary" to="/viewbabyinfo">
          {t('profile.baby.cancel')}
        </Link>
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('profile.edit.saving') : t('profile.baby.save')}
        </button>
      </div>
    </form>
  )
}
