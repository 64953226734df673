import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitch } from '../../components/language-switch.tsx'
import { TextField } from '../../components/form/text-field.tsx'
import type { ApiFailure } from '../../lib/api-client.ts'
import { useClub } from '../../lib/club.ts'
import { startAdminSession } from '../../lib/start-session.ts'
import { adminLogIn } from './api/admin-log-in.ts'

/** `/admin/login`: both fields are needed before anything is sent; a refusal shows in a banner. */
export function AdminLoginPage() {
  const { t } = useTranslation()
  const club = useClub()
  const navigate = useNavigate()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [banner, setBanner] = useState<string>()

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!username.trim() || !password) return setBanner(t('errors.fillAllFields'))
    try {
      const session = await adminLogIn(username.trim(), password)
      startAdminSession(session.token, session.type)
      await navigate({ to: session.type === 'dev' ? '/admin/brand/dashboard' : '/admin/account' })
    } catch (error) {
      const failure = error as ApiFailure
      const refusal = t(`errors.${failure.code}`, { defaultValue: failure.message })
      // An admin has no phone on record to text a code to: another dev admin lifts the lock.
      setBanner(failure.code === 'accountLocked' ? `${refusal} ${t('adminLogin.lockedHint')}` : refusal)
    }
  }

  return (
    <main id="main" className="admin-login">
      <div className="card">
        <div className="admin-login-head">
          <img src={club.logoUrl} alt="" width="48" height="48" />
          <LanguageSwitch />
        </div>
        <h1>{t('adminLogin.title', { club: club.name })}</h1>
        {banner && (
          <div className="banner warning" role="alert">
            <p>{banner}</p>
            <button type="button" className="link-button" onClick={() => setBanner(undefined)}>
              {t('common.dismiss')}
            </button>
          </div>
        )}
        <form noValidate onSubmit={(e) => void submit(e)}>
          <TextField label={t('adminLogin.username')} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
          <TextField label={t('adminLogin.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <button type="submit" className="button wide">
            {t('adminLogin.submit')}
          </button>
        </form>
      </div>
    </main>
  )
}
