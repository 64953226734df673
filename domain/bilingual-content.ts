import { z } from 'zod'
import type { LocalizedText } from './club.ts'
import type { Language } from './languages.ts'

/**
 * Back-office content (news, articles) in the club's two languages (DECISIONS "Back office"): plain
 * text with line breaks, never HTML, and every published item has both en and bm.
 */

export const CONTENT_TITLE_MAX = 200
export const CONTENT_DESCRIPTION_MAX = 5000

/**
 * A text field of a content form: trimmed, blank when left out (the form's rule says which are
 * needed), with its line breaks as `\n` (a multipart form sends them as CRLF).
 */
export const contentText = (max: number) =>
  z
    .string()
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, 'contentTooLong'))
    .default('')

/**
 * Adds the both-languages issue when a text is filled in one language and blank in the other, or
 * blank in both where it is required: an item is never published in one language only.
 */
export function requireBothLanguages(ctx: z.RefinementCtx, pairs: readonly [en: string, bm: string, path: string][], required: boolean): void {
  for (const [en, bm, path] of pairs) {
    if ((required || en !== '' || bm !== '') && (en === '' || bm === '')) ctx.addIssue({ code: 'custom', message: 'contentBothLanguages', path: [path] })
  }
}

/** Whether every given text has words in `language`: members see an item only in their own language, never the other's. */
export function readableIn(language: Language, ...texts: LocalizedText[]): boolean {
  return texts.every((text) => text[language].trim() !== '')
}
