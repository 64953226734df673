/** The club's two languages. `bm` is Bahasa Melayu; its BCP 47 tag is `ms`. */
export const LANGUAGES = ['en', 'bm'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export const HTML_LANG: Record<Language, string> = { en: 'en', bm: 'ms' }
