import { ERRORS } from '../../domain/errors.ts'
import bm from './bm.json'
import en from './en.json'

/**
 * The texts of both languages. English error texts come from the API's catalogue
 * (domain/errors.ts), where each is kept once; en.json's `errors` holds only the few worded
 * differently for members, and codes only the web app has.
 */
export const RESOURCES = {
  en: { ...en, errors: { ...ERRORS, ...en.errors } },
  bm,
}
