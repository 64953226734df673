import { useTranslation } from 'react-i18next'
import { WISHER_AVATARS, wisherAvatarUrl } from '../../../../domain/charity.ts'
import { FieldError } from '../../../components/form/field-message.tsx'

interface AvatarChoicesProps {
  value: number | undefined
  error?: string
  onChange: (avatar: number) => void
}

/** The six fixed avatars (spec 3 §3) as one radio group: each choice is its picture, named for screen readers. */
export function AvatarChoices({ value, error, onChange }: AvatarChoicesProps) {
  const { t } = useTranslation()
  const errorId = 'wisher-avatar-error'
  return (
    <fieldset className="field avatar-choices" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>{t('adminCharity.wisher.avatar')}</legend>
      <div className="avatar-choices-list">
        {WISHER_AVATARS.map((avatar) => (
          <label key={avatar} className="avatar-choice">
            <input type="radio" name="avatar" value={avatar} checked={value === avatar} onChange={() => onChange(avatar)} />
            <img src={wisherAvatarUrl(avatar)} alt={t('adminCharity.wisher.avatarN', { n: avatar })} width={64} height={64} />
          </label>
        ))}
      </div>
      <FieldError id={errorId} text={error} />
    </fieldset>
  )
}
