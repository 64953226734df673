import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isSignInName, readSignInName } from '../../../domain/identity-rules.ts'
import { TextField } from '../../components/form/text-field.tsx'
import { Modal } from '../../components/modal.tsx'
import { useCurrentLanguage } from '../../lib/language.ts'
import { forgotPassword } from './api/forgot-password.ts'

/**
 * `/password/forgot`: asks for the email or mobile number, then says what is on its way: a link to a
 * confirmed email, else a code by SMS, entered on `/password/otp`. The answer is the same either way.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [sent, setSent] = useState(false)
  const typed = readSignInName(name)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setInvalid(!isSignInName(name))
    if (!isSignInName(name)) return
    if (await forgotPassword('number' in typed ? typed.number : typed.email, language).then(() => true, () => false)) setSent(true)
  }

  const enterCode = () => void navigate({ to: '/password/otp', search: 'number' in typed ? { number: typed.number } : {} })
  return (
    <section className="page narrow card">
      <h1>{t('forgot.title')}</h1>
      <p>{t('forgot.lead')}</p>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <TextField label={t('signin.emailOrNumber')} autoComplete="username" value={name} onChange={(e) => setName(e.target.value)} error={invalid ? t('errors.invalidEmailOrNumber') : undefined} />
        <button type="submit" className="button wide">
          {t('forgot.submit')}
        </button>
      </form>
      <p>
        <Link to="/password/otp">{t('forgot.haveCode')}</Link>
      </p>
      <p>
        <Link to="/$lang/signin" params={{ lang: language }}>
          {t('forgot.back')}
        </Link>
      </p>
      <Modal
        open={sent}
        title={t('forgot.sentTitle')}
        onClose={() => void navigate({ to: '/$lang/signin', params: { lang: language } })}
        actions={
          <>
            <button type="button" className="button" onClick={enterCode}>
              {t('forgot.enterCode')}
            </button>
            <button type="button" className="button secondary" onClick={() => void navigate({ to: '/$lang/signin', params: { lang: language } })}>
              {t('common.okay')}
            </button>
          </>
        }
      >
        <p>{t('forgot.sentBody')}</p>
      </Modal>
    </section>
  )
}
