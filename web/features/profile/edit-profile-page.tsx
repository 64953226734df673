import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { businessDate } from '../../../domain/business-time.ts'
import { displayPhone, type PregnancyStage } from '../../../domain/identity-rules.ts'
import type { Member } from '../../../domain/member.ts'
import { type DetailsDraft, detailsProblem, edbProblem, isLocked, unlocksOn } from '../../../domain/profile-rules.ts'
import type { DetailsEdit } from '../../../domain/profile.ts'
import { DateSelect } from '../../components/form/date-select.tsx'
import { TextField } from '../../components/form/text-field.tsx'
import { Modal } from '../../components/modal.tsx'
import { formatDate } from '../../lib/format.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { editDetails } from './api/edit-details.ts'
import { DetailsFields } from './details-fields.tsx'
import { showProblem } from './show-problem.ts'
import './profile.css'

/** `/editprofile`: personal info (spec 1 §2, §4). */
export function EditProfilePage() {
  const { t } = useTranslation()
  const member = useMemberStore((s) => s.member)
  if (!member) return <p className="page" role="status">{t('common.loading')}</p>
  return <EditProfileForm member={member} />
}

function EditProfileForm({ member }: { member: Member }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const today = businessDate(new Date())
  const [details, setDetails] = useState<DetailsDraft>({ name: member.name, race: member.race ?? '', nationality: member.nationality, pregnancyStage: member.pregnancyStage ?? '' })
  const [edb, setEdb] = useState(member.edb ?? '')
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)

  const lockNote = (updatedAt: string | null, lockedKey: string, openKey: string) => {
    const locked = isLocked(updatedAt, today)
    return { locked, text: locked ? t(lockedKey, { date: formatDate(unlocksOn(updatedAt)) }) : t(openKey) }
  }
  const pregnant = details.pregnancyStage === 'pregnant'
  const thisYear = Number(today.slice(0, 4))
  const changed =
    details.name.trim() !== member.name ||
    details.race !== (member.race ?? '') ||
    details.nationality !== member.nationality ||
    details.pregnancyStage !== (member.pregnancyStage ?? '') ||
    (pregnant && edb !== (member.edb ?? ''))

  const backToProfile = () => void navigate({ to: '/userprofile' })
  const submit = async () => {
    if (!changed) return backToProfile()
    const problem = detailsProblem(details) ?? (pregnant ? edbProblem(edb, today, member.edb) : undefined)
    if (problem) return showProblem(problem)
    const edit: DetailsEdit = {
      name: details.name.trim(),
      race: details.race as DetailsEdit['race'],
      nationality: details.nationality as DetailsEdit['nationality'],
      pregnancyStage: details.pregnancyStage as PregnancyStage,
      // Sent only while pregnant (spec 1 §4); the API keeps none otherwise.
      edb: pregnant ? edb : null,
    }
    setSaving(true)
    try {
      await editDetails(edit)
      setSaved(true)
    } catch {
      // The error modal has shown why.
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="page narrow profile-page">
      <h1>{t('profile.edit.title')}</h1>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!saving) void submit()
        }}
      >
        <DetailsFields
          value={details}
          onChange={setDetails}
          detailsLock={lockNote(member.detailsUpdatedAt, 'profile.edit.detailsLocked', 'profile.edit.detailsHint')}
          stageLock={lockNote(member.pregnancyStageUpdatedAt, 'profile.edit.stageLocked', 'profile.edit.stageHint')}
        />
        {pregnant && (
          <DateSelect label={t('profile.edit.edb')} years={[...new Set([Number(edb.slice(0, 4)) || thisYear, thisYear, thisYear + 1])].sort((a, b) => a - b)} value={edb} onChange={setEdb} />
        )}
        <TextField label={t('profile.edit.phone')} value={displayPhone(member.number)} readOnly />
        <TextField label={t('profile.edit.email')} value={member.email ?? ''} readOnly />
        <nav className="profile-links compact" aria-label={t('profile.edit.family')}>
          <Link to="/viewAddress">{t('profile.links.addresses')}</Link>
          <Link to="/viewbabyinfo">{t('profile.links.babies')}</Link>
        </nav>
        <button type="submit" className="button wide" disabled={saving}>
          {saving ? t('profile.edit.saving') : changed ? t('profile.edit.save') : t('profile.edit.back')}
        </button>
      </form>
      <Modal
        open={saved}
        title={t('profile.edit.savedTitle')}
        onClose={backToProfile}
      >
        <p>{t('profile.edit.savedBody')}</p>
      </Modal>
    </section>
  )
}
