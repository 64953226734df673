import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { WISH_MAX, WISHER_AGE_MAX, WISHER_GOAL_DEFAULT, WISHER_NAME_MAX, type AdminWisher, WisherAddSchema, WisherEditSchema } from '../../../../domain/charity-content.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { formatNumber } from '../../../lib/format.ts'
import { TextAreaField } from '../ui/textarea-field.tsx'
import { AvatarChoices } from './avatar-choices.tsx'
import { fieldIssues, numberOf } from './form-issues.ts'
import { showRefusal } from './submit-refusal.ts'

type Field = 'name' | 'age' | 'wishes' | 'bmWishes' | 'selectedAvatar' | 'goalPoints'
type Texts = Record<'name' | 'age' | 'wishes' | 'bmWishes' | 'goalPoints', string>

/** What the form sends, as the add's body; an edit adds the id. */
export type WisherValues = { name: string; age?: number; wishes: string; bmWishes: string; selectedAvatar?: number; goalPoints?: number }

const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  wisherGoalBelowReceived: 'goalPoints',
  wisherGoalInvalid: 'goalPoints',
  wisherAgeInvalid: 'age',
  wisherAvatarInvalid: 'selectedAvatar',
}

interface WisherFormProps {
  wisher?: AdminWisher
  submitLabel: string
  onSubmit: (values: WisherValues) => Promise<unknown>
}

/** The wisher add and edit form (spec 3 §5): name, age, the wish in English and Malay, an avatar, and the goal in points. */
export function WisherForm({ wisher, submitLabel, onSubmit }: WisherFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [texts, setTexts] = useState<Texts>({
    name: wisher?.name ?? '',
    age: wisher ? String(wisher.age) : '',
    wishes: wisher?.wishes.en ?? '',
    bmWishes: wisher?.wishes.bm ?? '',
    goalPoints: String(wisher?.goalPoints ?? WISHER_GOAL_DEFAULT),
  })
  const [avatar, setAvatar] = useState<number | undefined>(wisher?.avatar)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sending, setSending] = useState(false)

  const field = (name: keyof Texts) => ({
    value: texts[name],
    error: errorText(errors[name]),
    onChange: (e: { target: { value: string } }) => setTexts((v) => ({ ...v, [name]: e.target.value })),
  })

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const values: WisherValues = {
      name: texts.name,
      age: numberOf(texts.age),
      wishes: texts.wishes,
      bmWishes: texts.bmWishes,
      selectedAvatar: avatar,
      goalPoints: numberOf(texts.goalPoints),
    }
    const found = wisher ? fieldIssues<Field>(WisherEditSchema, { id: wisher.id, ...values }) : fieldIssues<Field>(WisherAddSchema, values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSending(true)
    try {
      await onSubmit(values)
    } catch (error) {
      showRefusal(error, FIELD_OF_CODE, (name, code) => setErrors({ [name]: code }))
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="card content-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={sending || undefined}>
      <p className="field-hint">{t('adminContent.plainText')}</p>
      <div className="content-form-pair">
        <TextField label={t('adminCharity.wisher.name')} maxLength={WISHER_NAME_MAX} {...field('name')} />
        <TextField label={t('adminCharity.wisher.age')} type="number" inputMode="numeric" min={0} max={WISHER_AGE_MAX} step={1} {...field('age')} />
      </div>
      <div className="content-form-pair">
        <TextAreaField label={t('adminCharity.wisher.wishEn')} lang="en" maxLength={WISH_MAX} {...field('wishes')} />
        <TextAreaField label={t('adminCharity.wisher.wishBm')} lang="ms" maxLength={WISH_MAX} {...field('bmWishes')} />
      </div>
      <AvatarChoices value={avatar} error={errorText(errors.selectedAvatar)} onChange={setAvatar} />
      <TextField
        label={t('adminCharity.wisher.goal')}
        hint={wisher ? t('adminCharity.wisher.goalHintEdit', { received: formatNumber(wisher.points) }) : t('adminCharity.wisher.goalHint')}
        type="number"
        inputMode="numeric"
        min={wisher ? Math.max(1, wisher.points) : 1}
        step={1}
        {...field('goalPoints')}
      />
      <button type="submit" className="button wide" disabled={sending}>
        {sending ? t('common.sending') : submitLabel}
      </button>
    </form>
  )
}
