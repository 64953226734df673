import { useTranslation } from 'react-i18next'

/**
 * Turns a validation message into the member's language. Schemas carry catalogue codes as their
 * messages (`invalidName`); anything else falls back to the generic invalid-input text.
 */
export function useErrorText() {
  const { t } = useTranslation()
  return (message: string | undefined) =>
    message === undefined ? undefined : t(`errors.${message}`, { defaultValue: t('errors.invalidInput') })
}
