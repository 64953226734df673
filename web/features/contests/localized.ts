import type { LocalizedText } from '../../../domain/club.ts'
import { useCurrentLanguage } from '../../lib/language.ts'

/** Picks the member's language of a two-language text. */
export function useLocalized(): (text: LocalizedText) => string {
  const language = useCurrentLanguage()
  return (text) => text[language]
}
