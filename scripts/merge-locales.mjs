// Merges texts into web/locales/en.json and bm.json in one quick read-and-write, so engineers
// adding texts to different areas at once do not overwrite each other's.
// Usage: node scripts/merge-locales.mjs additions.json  where the file is { "en": {...}, "bm": {...} }
import { readFileSync, writeFileSync } from 'node:fs'

/** @param {Record<string, unknown>} into @param {Record<string, unknown>} from */
function merge(into, from) {
  for (const [key, value] of Object.entries(from)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      into[key] ??= {}
      merge(/** @type {Record<string, unknown>} */ (into[key]), /** @type {Record<string, unknown>} */ (value))
    } else into[key] = value
  }
}

const additions = JSON.parse(readFileSync(process.argv[2] ?? '/dev/stdin', 'utf8'))
for (const language of ['en', 'bm']) {
  const file = `web/locales/${language}.json`
  const texts = JSON.parse(readFileSync(file, 'utf8'))
  merge(texts, additions[language] ?? {})
  writeFileSync(file, `${JSON.stringify(texts, null, 2)}\n`)
}
