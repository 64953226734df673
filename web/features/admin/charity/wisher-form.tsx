import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { WISH_MAX, WISHER_AGE_MAX, WISHER_GOAL_DEFAULT, WISHER_NAME_MAX, type AdminWisher, WisherAddSchema, WisherEditSchema } from '../../../../domain/charity-content.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { TextAreaField } from '../ui/textarea-field.tsx'
import { useTextsForm } from '../ui/use-texts-form.ts'
import { AvatarChoices } from './avatar-choices.tsx'
import { fieldIssues, numberOf } from './form-issues.ts'

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
  const { texts, text, errorOf, sending, submit } = useTextsForm<keyof Texts, Field>(
    {
      name: wisher?.name ?? '',
      age: wisher ? String(wisher.age) : '',
      wishes: wisher?.wishes.en ?? '',
      bmWishes: wisher?.wishes.bm ?? '',
      goalPoints: String(wisher?.goalPoints ?? WISHER_GOAL_DEFAULT),
    },
    FIELD_OF_CODE,
  )
  const [avatar, setAvatar] = useState<number | undefined>(wisher?.avatar)

  const values: WisherValues = {
    name: texts.name,
    age: numberOf(texts.age),
    wishes: texts.wishes,
    bmWishes: texts.bmWishes,
    selectedAvatar: avatar,
    goalPoints: numberOf(texts.goalPoints),
  }
  const check = () => (wisher ? fieldIssues<Field>(WisherEditSchema, { id: wisher.id, ...values }) : fieldIssues<Field>(WisherAddSchema, values))

  return (
    <form className="card content-form" noValidate onSubmit={(e) => void submit(e, check, () => onSubmit(values))} aria-busy={sending || undefined}>
      <p className="field-hint">{t('adminContent.plainText')}</p>
      <div className="content-form-pair">
        <TextField label={t('adminCharity.wisher.name')} maxLength={WISHER_NAME_MAX} {...text('name')} />
        <TextField label={t('adminCharity.wisher.age')} type="number" inputMode="numeric" min={0} max={WISHER_AGE_MAX} step={1} {...text('age')} />
      </div>
      <div className="content-form-pair">
        <TextAreaField label={t('adminCharity.wisher.wishEn')} lang="en" maxLength={WISH_MAX} {...text('wishes')} />
        <TextAreaField label={t('adminCharity.wisher.wishBm')} lang="ms" maxLength={WISH_MAX} {...text('bmWishes')} />
      </div>
      <AvatarChoices value={avatar} error={errorOf('selectedAvatar')} onChange={setAvatar} />
      <TextField
        label={t('adminCharity.wisher.goal')}
        hint={wisher ? t('adminCharity.wisher.goalHintEdit', { received: formatNumber(wisher.points) }) : t('adminCharity.wisher.goalHint')}
        type="number"
        inputMode="numeric"
        min={wisher ? Math.max(1, wisher.points) : 1}
        step={1}
        {...text('goalPoints')}
      />
      <SendButton className="button wide" busy={sending}>
        {submitLabel}
      </SendButton>
    </form>
  )
}
