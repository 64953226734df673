import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EMAIL_PATTERN } from '../../../domain/identity-rules.ts'
import { TextField } from '../../components/form/text-field.tsx'
import { Modal } from '../../components/modal.tsx'
import { useCurrentLanguage } from '../../lib/language.ts'
import { forgotPassword } from './api/forgot-password.ts'

/** `/password/forgot`: asks for the email, then confirms a link is on its way. */
export function ForgotPasswordPage() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [sent, setSent] = useState(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const value = email.trim().toLowerCase()
    setInvalid(!EMAIL_PATTERN.test(value))
    if (!EMAIL_PATTERN.test(value)) return
    if (await forgotPassword(value, language).then(() => true, () => false)) setSent(true)
  }

  return (
    <section className="page narrow card">
      <h1>{t('forgot.title')}</h1>
      <p>{t('forgot.lead')}</p>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <TextField label={t('signin.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={invalid ? t('errors.invalidEmail') : undefined} />
        <button type="submit" className="button wide">
          {t('forgot.submit')}
        </button>
      </form>
      <p>
        <Link to="/$lang/signin" params={{ lang: language }}>
          {t('forgot.back')}
        </Link>
      </p>
      <Modal
        open={sent}
        title={t('forgot.sentTitle')}
        onClose={() => void navigate({ to: '/$lang/signin', params: { lang: language } })}
      >
        <p>{t('forgot.sentBody')}</p>
      </Modal>
    </section>
  )
}
