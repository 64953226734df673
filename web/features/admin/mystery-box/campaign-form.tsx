import { useTranslation } from 'react-i18next'
import { businessDateTimeInput, instantOfBusinessInput } from '../../../../domain/business-time.ts'
import { type AdminMysteryCampaign, type MysteryCampaignFields, MysteryCampaignFieldsSchema } from '../../../../domain/mystery-box.ts'
import { CheckboxField } from '../../../components/form/checkbox-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { TextAreaField } from '../ui/textarea-field.tsx'
import { useDraftForm } from '../ui/use-draft-form.ts'

/** The form as typed: times are Malaysian wall time, as `datetime-local` inputs hold them; counts as typed. */
type Draft = Omit<MysteryCampaignFields, 'weeklyWinners' | 'grandWinners'> & { weeklyWinners: string; grandWinners: string }
type FieldName = keyof Draft

const draftOf = (c?: AdminMysteryCampaign): Draft => ({
  nameEn: c?.nameEn ?? '',
  nameBm: c?.nameBm ?? '',
  startsAt: c ? businessDateTimeInput(c.startsAt) : '',
  endsAt: c ? businessDateTimeInput(c.endsAt) : '',
  active: c?.active ?? true,
  weeklyPrizeEn: c?.weeklyPrizeEn ?? '',
  weeklyPrizeBm: c?.weeklyPrizeBm ?? '',
  weeklyWinners: String(c?.weeklyWinners ?? 1),
  grandPrizeEn: c?.grandPrizeEn ?? '',
  grandPrizeBm: c?.grandPrizeBm ?? '',
  grandWinners: String(c?.grandWinners ?? 1),
})
const fieldsOf = (d: Draft) => ({
  ...d,
  startsAt: instantOfBusinessInput(d.startsAt),
  endsAt: instantOfBusinessInput(d.endsAt),
  weeklyWinners: Number(d.weeklyWinners),
  grandWinners: Number(d.grandWinners),
})

interface CampaignFormProps {
  campaign?: AdminMysteryCampaign
  onSubmit: (fields: MysteryCampaignFields) => Promise<unknown>
  onCancel: () => void
}

/** Add or edit a campaign: names and draw prizes in both languages, a Malaysian start and end, shown or not, winners per draw. */
export function CampaignForm({ campaign, onSubmit, onCancel }: CampaignFormProps) {
  const { t } = useTranslation()
  const { draft, setDraft, set, errors, formError, saving, save } = useDraftForm(() => draftOf(campaign), fieldsOf, MysteryCampaignFieldsSchema, onSubmit)

  const text = (name: FieldName, bm = false) => (
    <TextField label={t(`adminMysteryBox.campaign.${name}`)} lang={bm ? 'ms' : undefined} value={String(draft[name])} onChange={set(name)} error={errors[name]} />
  )
  const area = (name: FieldName, bm = false) => (
    <TextAreaField label={t(`adminMysteryBox.campaign.${name}`)} hint={t('adminMysteryBox.plainText')} lang={bm ? 'ms' : undefined} value={String(draft[name])} onChange={set(name)} error={errors[name]} />
  )
  return (
    <form className="notice-form" onSubmit={(e) => void save(e)} noValidate aria-label={campaign ? t('adminMysteryBox.editCampaign') : t('adminMysteryBox.addCampaign')}>
      {text('nameEn')}
      {text('nameBm', true)}
      <TextField label={t('adminMysteryBox.campaign.startsAt')} hint={t('adminMysteryBox.malaysianTime')} type="datetime-local" value={draft.startsAt} onChange={set('startsAt')} error={errors.startsAt} />
      <TextField label={t('adminMysteryBox.campaign.endsAt')} hint={t('adminMysteryBox.malaysianTime')} type="datetime-local" value={draft.endsAt} onChange={set('endsAt')} error={errors.endsAt} />
      <CheckboxField label={t('adminMysteryBox.campaign.active')} checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} />
      {area('weeklyPrizeEn')}
      {area('weeklyPrizeBm', true)}
      <TextField label={t('adminMysteryBox.campaign.weeklyWinners')} type="number" min={0} inputMode="numeric" value={draft.weeklyWinners} onChange={set('weeklyWinners')} error={errors.weeklyWinners} />
      {area('grandPrizeEn')}
      {area('grandPrizeBm', true)}
      <TextField label={t('adminMysteryBox.campaign.grandWinners')} type="number" min={0} inputMode="numeric" value={draft.grandWinners} onChange={set('grandWinners')} error={errors.grandWinners} />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="form-actions">
        <SendButton busy={saving}>
          {t('common.save')}
        </SendButton>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('adminMysteryBox.cancel')}
        </button>
      </div>
    </form>
  )
}
