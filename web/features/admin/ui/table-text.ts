/** Table texts are cut at this many characters, with an ellipsis (spec 3 §9). */
const TABLE_TEXT_MAX = 40
export const cut = (text: string) => (text.length > TABLE_TEXT_MAX ? `${text.slice(0, TABLE_TEXT_MAX).trimEnd()}…` : text)
