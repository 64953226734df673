import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SendButton } from '../../components/send-button.tsx'
import type { ApiFailure } from '../../lib/api-client.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useUiStore } from '../../lib/ui-store.ts'
import { checkResetLink } from './api/check-reset-link.ts'
import { resetPassword } from './api/reset-password.ts'
import type { EmailLink } from '../../../domain/identity.ts'
import { NewPasswordFields } from './new-password-fields.tsx'
import { type NewPasswordProblem, newPasswordProblem } from './new-password-problem.ts'

type LinkState = 'checking' | 'usable' | 'expired'

/**
 * Whether the link may still be used, asked as the page opens, so a used or stale link says so
 * before anything is typed. Should the check itself fail (offline), the form shows: saving will tell.
 */
function useResetLinkState(link: EmailLink | null): [LinkState, () => void] {
  const [state, setState] = useState<LinkState>(link ? 'checking' : 'expired')
  // Its parts, as the link object is made anew with each render.
  const [id, datems, sig] = [link?.id, link?.datems, link?.sig]
  useEffect(() => {
    if (!id || !datems || !sig) return
    let live = true
    void checkResetLink({ id, datems, sig }).then(
      () => live && setState('usable'),
      (failure: ApiFailure) => live && setState(failure.code === 'resetLinkExpired' ? 'expired' : 'usable'),
    )
    return () => {
      live = false
    }
  }, [id, datems, sig])
  return [state, () => setState('expired')]
}

/** `/password/reset`: a new password and its confirmation, through the emailed link. */
export function ResetPasswordPage({ link }: { link: EmailLink | null }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [problem, setProblem] = useState<NewPasswordProblem>()
  const [busy, setBusy] = useState(false)
  const [linkState, expire] = useResetLinkState(link)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = newPasswordProblem(password, confirmation)
    setProblem(found)
    if (found || !link) return
    setBusy(true)
    try {
      await resetPassword(link, password)
      await navigate({ to: '/$lang/signin', params: { lang: language }, search: { passwordChanged: true } })
    } catch (error) {
      const failure = error as ApiFailure
      if (failure.code === 'resetLinkExpired') expire()
      else useUiStore.getState().showError({ code: failure.code, message: failure.message })
    } finally {
      setBusy(false)
    }
  }

  if (linkState === 'checking') {
    return (
      <section className="page narrow card">
        <p role="status">{t('common.loading')}</p>
      </section>
    )
  }

  if (linkState === 'expired') {
    return (
      <section className="page narrow card">
        <h1>{t('reset.expiredTitle')}</h1>
        <p>{t('errors.resetLinkExpired')}</p>
        <Link to="/password/forgot" className="button">
          {t('reset.askAgain')}
        </Link>
      </section>
    )
  }

  return (
    <section className="page narrow card">
      <h1>{t('reset.title')}</h1>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <NewPasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} problem={problem} />
        <SendButton className="button wide" busy={busy}>
          {t('reset.submit')}
        </SendButton>
      </form>
    </section>
  )
}
