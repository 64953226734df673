import { useTranslation } from 'react-i18next'
import { type Promoter, PROMOTER_CODE_MAX, PROMOTER_LINK_MAX, PROMOTER_TEXT_MAX, type PromoterFields, PromoterFieldsSchema } from '../../../../domain/promoters.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { useDraftForm } from '../ui/use-draft-form.ts'

type Draft = Record<keyof PromoterFields, string>

/** The edit starts from the promoter's own values, each in its own field (the spec's form put the region into the supervisor's name: DECISIONS). */
const draftOf = (p?: Promoter): Draft => ({
  name: p?.name ?? '',
  code: p?.code ?? '',
  region: p?.region ?? '',
  supervisorName: p?.supervisorName ?? '',
  post: p?.post ?? '',
  number: p?.number ?? '',
  utmLink: p?.utmLink ?? '',
})

interface PromoterFormProps {
  promoter?: Promoter
  label: string
  submitLabel: string
  onSubmit: (fields: PromoterFields) => Promise<unknown>
}

/** Add or edit a promoter (spec 3 §5): name and code required, the rest checked when given; a refusal is shown and the form kept. */
export function PromoterForm({ promoter, label, submitLabel, onSubmit }: PromoterFormProps) {
  const { t } = useTranslation()
  const { draft, set, errors, formError, saving, save } = useDraftForm(() => draftOf(promoter), (d) => d, PromoterFieldsSchema, onSubmit)
  const field = (name: keyof Draft) => ({ label: t(`adminPromoters.field.${name}`), value: draft[name], onChange: set(name), error: errors[name], autoComplete: 'off' })

  return (
    <form className="card content-form" noValidate onSubmit={(e) => void save(e)} aria-label={label} aria-busy={saving || undefined}>
      <TextField {...field('name')} maxLength={PROMOTER_TEXT_MAX} />
      <TextField {...field('code')} hint={t('adminPromoters.codeHint', { max: PROMOTER_CODE_MAX })} maxLength={PROMOTER_CODE_MAX} />
      <TextField {...field('region')} maxLength={PROMOTER_TEXT_MAX} />
      <TextField {...field('supervisorName')} maxLength={PROMOTER_TEXT_MAX} />
      <TextField {...field('post')} maxLength={PROMOTER_TEXT_MAX} />
      <TextField {...field('number')} type="tel" inputMode="numeric" hint={t('adminPromoters.numberHint')} />
      <TextField {...field('utmLink')} type="url" maxLength={PROMOTER_LINK_MAX} />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <SendButton className="button wide" busy={saving}>
        {submitLabel}
      </SendButton>
    </form>
  )
}
