import i18next, { type BackendModule, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGES, type Language } from '../../domain/languages.ts'

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json')

// Each language's texts are their own chunk, so a member downloads only the language they read.
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, done) => {
    const load = catalogues[`../locales/${language}.json`]
    if (!load) return done(new Error(`No texts for ${language}`), false)
    load().then((m) => done(null, m.default), (e: Error) => done(e, false))
  },
}

export const i18n: I18n = i18next.createInstance()

export function startI18n(language: Language) {
  return i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false },
    })
}
