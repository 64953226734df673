import { useTranslation } from 'react-i18next'
import { DEFAULT_LANGUAGE, HTML_LANG, isLanguage, type Language } from '../../domain/languages.ts'
import { i18n } from './i18n.ts'

const STORAGE_KEY = 'club-language'

/** The language the member chose last, else the browser's if it is Malay, else English. */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY)
  if (isLanguage(stored)) return stored
  return navigator.language.toLowerCase().startsWith('ms') ? 'bm' : DEFAULT_LANGUAGE
}

/** Switches the app's language and remembers it for pages whose URL carries none. */
export async function switchLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language)
  document.documentElement.lang = HTML_LANG[language]
  if (i18n.language !== language) await i18n.changeLanguage(language)
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : storedLanguage()
}

/** The language being shown, re-rendering the caller when it changes. */
export function useCurrentLanguage(): Language {
  const { i18n: instance } = useTranslation()
  return isLanguage(instance.language) ? instance.language : storedLanguage()
}
