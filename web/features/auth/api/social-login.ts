import { finishSocialLogin as finishRoute, startSocialLogin as startRoute } from '../../../../domain/contract/social-login.ts'
import type { Language } from '../../../../domain/languages.ts'
import { callApi } from '../../../lib/call-api.ts'

/** The pages say what went wrong themselves, beside the way to try again. */
export const startSocialLogin = (language: Language) => callApi(startRoute, { json: { language } }, { showError: false })

export const finishSocialLogin = (query: string) => callApi(finishRoute, { json: { query } }, { showError: false })
