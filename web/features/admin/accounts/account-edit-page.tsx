import { useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Account, AccountEditSchema } from '../../../../domain/account-report.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { ApiFailure } from '../../../lib/api-client.ts'
import { useSessionStore } from '../../../lib/session-store.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchAccount, saveAccount } from './api/accounts-api.ts'
import { MembershipSection } from './membership-section.tsx'
import './accounts.css'

/** `/admin/account/edit?id=` (spec 3 §2.10, §5): a member's name, email and phone. */
export function AccountEditPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(useCallback(() => fetchAccount(id), [id]))
  const role = useSessionStore((s) => s.type)
  return (
    <div className="admin-page account-edit-page">
      <AdminPageHeader title={t('adminAccounts.editTitle')} />
      <LoadView loaded={loaded} failedText={t('adminAccounts.accountLoadFailed')} onRetry={reload}>
        {(account) => <AccountForm account={account} />}
      </LoadView>
      {/* Superadmins reach the account pages alone (spec 3 §2.1); the membership end is a dev admin's. */}
      {role === 'dev' && <MembershipSection id={id} />}
    </div>
  )
}

type FieldName = 'name' | 'email' | 'number'

/** Spec 3 §5: the form's problems are checked as it is typed; any disables Submit, which lists them. */
function AccountForm({ account }: { account: Account }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const [draft, setDraft] = useState({ name: account.name, email: account.email ?? '', number: account.number })
  const [serverError, setServerError] = useState<string>()
  const [saving, setSaving] = useState(false)

  const checked = AccountEditSchema.safeParse({ id: account.id, ...draft })
  const problems = checked.success ? [] : checked.error.issues.map((i) => ({ path: String(i.path[0]), text: errorText(i.message) }))
  const errorOf = (name: FieldName) => problems.find((p) => p.path === name)?.text
  const set = (name: FieldName) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setServerError(undefined)
    setDraft({ ...draft, [name]: e.target.value })
  }

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!checked.success) return
    setSaving(true)
    try {
      await saveAccount(checked.data)
      await navigate({ to: '/admin/account' })
    } catch (error) {
      setServerError(error instanceof ApiFailure ? errorText(error.code) : t('errors.internal'))
    } finally {
      setSaving(false)
    }
  }

  const listed = [...new Set(problems.map((p) => p.text))]
  return (
    <form className="account-form" noValidate onSubmit={(e) => void save(e)} aria-label={t('adminAccounts.editTitle')}>
      <TextField label={t('adminAccounts.column.name')} value={draft.name} onChange={set('name')} error={errorOf('name')} autoComplete="off" />
      <TextField label={t('adminAccounts.column.email')} type="email" value={draft.email} onChange={set('email')} error={errorOf('email')} autoComplete="off" />
      <TextField label={t('adminAccounts.column.number')} type="tel" inputMode="numeric" value={draft.number} onChange={set('number')} error={errorOf('number')} autoComplete="off" />
      {serverError && (
        <p className="field-error" role="alert">
          {serverError}
        </p>
      )}
      <button type="submit" className="button primary" disabled={listed.length > 0 || saving}>
        {listed.length > 0 ? listed.join(' · ') : saving ? t('common.loading') : t('adminAccounts.save')}
      </button>
    </form>
  )
}
