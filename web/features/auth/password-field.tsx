import { type ComponentProps, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/form/text-field.tsx'
import { PasswordStrength } from './password-strength.tsx'

interface PasswordFieldProps extends Omit<ComponentProps<typeof TextField>, 'type'> {
  /** Show the strength meter under it (when choosing a password). */
  withStrength?: boolean
  value: string
}

export function PasswordField({ withStrength, value, ...props }: PasswordFieldProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <div className="password-field">
      <TextField type={visible ? 'text' : 'password'} value={value} {...props} />
      <button type="button" className="link-button" aria-pressed={visible} onClick={() => setVisible(!visible)}>
        {visible ? t('auth.hidePassword') : t('auth.showPassword')}
      </button>
      {withStrength && <PasswordStrength password={value} />}
    </div>
  )
}
