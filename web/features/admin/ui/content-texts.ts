/**
 * The both-languages rule as the back-office forms check it before sending (the API checks it
 * again): each pair filled in both languages, or, where it may be left out, in neither.
 * Answers the field to mark for each broken pair: the blank one, the Malay one when both are blank.
 */
export function blankLanguageFields<K extends string>(values: Record<K, string>, pairs: readonly (readonly [en: K, bm: K])[], required: boolean): K[] {
  return pairs.flatMap(([en, bm]) => {
    const [hasEn, hasBm] = [values[en].trim() !== '', values[bm].trim() !== '']
    if (hasEn && hasBm) return []
    if (!hasEn && !hasBm) return required ? [en, bm] : []
    return [hasEn ? bm : en]
  })
}
