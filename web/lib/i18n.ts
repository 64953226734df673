import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGES, type Language } from '../../domain/languages.ts'
import { TEXT_VALUES } from '../../domain/text-values.ts'
import { RESOURCES } from '../locales/resources.ts'

export const i18n: I18n = i18next.createInstance()

/**
 * Both languages are bundled with the app: together they are a few kilobytes compressed, and the
 * first paint then waits for no further request, whichever language the member reads.
 */
export function startI18n(language: Language) {
  return i18n.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    resources: { en: { translation: RESOURCES.en }, bm: { translation: RESOURCES.bm } },
    // React escapes; the limits texts name are filled in wherever a call does not give its own.
    interpolation: { escapeValue: false, defaultVariables: TEXT_VALUES },
    react: { useSuspense: false },
  })
}
