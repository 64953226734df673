import { useTranslation } from 'react-i18next'
import { OTP_LENGTH } from '../../../domain/identity-rules.ts'
import { TextField } from '../../components/form/text-field.tsx'
import type { ApiFailure } from '../../lib/api-client.ts'

interface OtpFieldProps {
  label: string
  value: string
  onChange: (otp: string) => void
  error?: string | undefined
}

/** An OTP: digits only (the API draws them so), however they are typed or pasted, and never more than the code's length. */
export function OtpField({ label, value, onChange, error }: OtpFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      className="otp-input"
      error={error}
    />
  )
}

/** What a failed OTP check says under the field: a wrong code with the tries it has left, a spent one, or the API's message. */
export function useOtpFailureText() {
  const { t } = useTranslation()
  return (failure: ApiFailure): string => {
    if (failure.code !== 'otpInvalid' || failure.triesLeft === undefined) return t(`errors.${failure.code}`, { defaultValue: failure.message })
    if (failure.triesLeft === 0) return t('otp.noTriesLeft')
    return failure.triesLeft === 1 ? t('otp.oneTryLeft') : t('otp.triesLeft', { tries: failure.triesLeft })
  }
}
