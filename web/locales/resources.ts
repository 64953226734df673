import { ERRORS } from '../../domain/errors.ts'
import { ERRORS_BM } from '../../domain/errors-bm.ts'
import bm from './bm.json'
import en from './en.json'

/**
 * The texts of both languages. Error texts come from the catalogue (domain/errors.ts in English,
 * domain/errors-bm.ts in Malay), where each is kept once; the `errors` of en.json and bm.json hold
 * only the few worded differently for members, and codes only the web app has: the same keys in both.
 */
export const RESOURCES = {
  en: { ...en, errors: { ...ERRORS, ...en.errors } },
  bm: { ...bm, errors: { ...ERRORS_BM, ...bm.errors } },
}
