import { useLocation, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { HTML_LANG, isLanguage, LANGUAGES, type Language } from '../../domain/languages.ts'
import { saveLanguage } from '../../domain/contract/session.ts'
import { callApi } from '../lib/call-api.ts'
import { switchLanguage, useCurrentLanguage } from '../lib/language.ts'
import { useSessionStore } from '../lib/session-store.ts'

/**
 * EN / BM. On pages whose URL carries the language (`/en/...`) it moves to the same page in the
 * other language; elsewhere it switches in place and is remembered.
 */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const active = useCurrentLanguage()

  const choose = async (language: Language) => {
    const [, first, ...rest] = pathname.split('/')
    if (isLanguage(first)) await navigate({ to: `/${[language, ...rest].join('/')}`, replace: true })
    else await switchLanguage(language)
    // A member's messages (SMS, email) follow the language they chose last.
    if (useSessionStore.getState().type === 'user') void callApi(saveLanguage, { json: { language } }, { showError: false }).catch(() => undefined)
  }

  return (
    <div className="language-switch" role="group" aria-label={t('shell.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={HTML_LANG[language]}
          title={t(`shell.languageName.${language}`)}
          aria-pressed={active === language}
          onClick={() => void choose(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  )
}
