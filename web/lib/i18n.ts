import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGES, type Language } from '../../domain/languages.ts'
import bm from '../locales/bm.json'
import en from '../locales/en.json'

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
    resources: { en: { translation: en }, bm: { translation: bm } },
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  })
}
