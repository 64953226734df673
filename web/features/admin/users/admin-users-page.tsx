import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ADMIN_PASSWORD_MIN_LENGTH, ADMIN_ROLES, type AdminAccount, type AdminRole } from '../../../../domain/admin.ts'
import { formatBusinessDateTime } from '../../../../domain/business-time.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { Modal } from '../../../components/modal.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { addAdminAccount, changeAdminRole, disableAdminAccount, enableAdminAccount, fetchAdminAccounts, resetAdminPassword } from './api/admin-users.ts'

/** Which dialog is open: adding an admin, or setting one admin's password. */
type Dialog = { kind: 'add' } | { kind: 'reset'; account: AdminAccount } | undefined

/**
 * `/admin/users` (issue 22): the back office's accounts with role, state, creator and last sign-in;
 * a dev admin adds admins, disables and enables them, sets their password and changes their role.
 * The server refuses what may not be done (oneself, the bootstrap admin, the last dev admin).
 */
export function AdminUsersPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchAdminAccounts)
  const [dialog, setDialog] = useState<Dialog>()
  const act = (work: Promise<unknown>) => void work.then(reload, () => undefined)

  return (
    <div className="admin-page admin-users-page">
      <AdminPageHeader
        title={t('adminUsers.title')}
        actions={
          <button type="button" className="button" onClick={() => setDialog({ kind: 'add' })}>
            {t('adminUsers.add')}
          </button>
        }
      />
      <LoadView loaded={loaded} failedText={t('adminUsers.loadFailed')} onRetry={reload}>
        {(accounts) => (
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('adminUsers.column.username')}</th>
                  <th scope="col">{t('adminUsers.column.role')}</th>
                  <th scope="col">{t('adminUsers.column.state')}</th>
                  <th scope="col">{t('adminUsers.column.created')}</th>
                  <th scope="col">{t('adminUsers.column.lastSignIn')}</th>
                  <th scope="col">{t('adminUsers.column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {accounts.map((a) => (
                  <tr key={a.id}>
                    <th scope="row">
                      {a.username}
                      {a.bootstrap && <span className="hint"> ({t('adminUsers.bootstrap')})</span>}
                    </th>
                    <td>
                      <select
                        aria-label={t('adminUsers.roleOf', { username: a.username })}
                        value={a.role}
                        disabled={a.bootstrap}
                        onChange={(e) => act(changeAdminRole(a.id, e.target.value as AdminRole))}
                      >
                        {ADMIN_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(`adminUsers.roles.${role}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>{a.disabledAt ? t('adminUsers.disabledSince', { at: formatBusinessDateTime(a.disabledAt) }) : t('adminUsers.enabled')}</td>
                    <td>
                      {formatBusinessDateTime(a.createdAt)}
                      {a.createdBy && <> · {a.createdBy}</>}
                    </td>
                    <td>{a.lastSignInAt ? formatBusinessDateTime(a.lastSignInAt) : t('adminUsers.never')}</td>
                    <td className="row-actions">
                      {!a.bootstrap &&
                        (a.disabledAt ? (
                          <button type="button" className="link-button" onClick={() => act(enableAdminAccount(a.id))} aria-label={t('adminUsers.enableNamed', { username: a.username })}>
                            {t('adminUsers.enable')}
                          </button>
                        ) : (
                          <button type="button" className="link-button" onClick={() => act(disableAdminAccount(a.id))} aria-label={t('adminUsers.disableNamed', { username: a.username })}>
                            {t('adminUsers.disable')}
                          </button>
                        ))}
                      <button type="button" className="link-button" onClick={() => setDialog({ kind: 'reset', account: a })} aria-label={t('adminUsers.resetNamed', { username: a.username })}>
                        {t('adminUsers.reset')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadView>
      {dialog && (
        <AccountDialog
          dialog={dialog}
          onClose={() => setDialog(undefined)}
          onDone={() => {
            setDialog(undefined)
            reload()
          }}
        />
      )}
    </div>
  )
}

/** Adding an admin (username, role, password) or setting one's password; the server checks the password's strength. */
function AccountDialog({ dialog, onClose, onDone }: { dialog: NonNullable<Dialog>; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation()
  const [username, setUsername] = useState('')
  const [role, setRole] = useState<AdminRole>('superadmin')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const adding = dialog.kind === 'add'

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    try {
      await (adding ? addAdminAccount({ username, role, password }) : resetAdminPassword(dialog.account.id, password))
      onDone()
    } catch {
      setBusy(false) // the error modal said why
    }
  }

  return (
    <Modal
      open
      title={adding ? t('adminUsers.addTitle') : t('adminUsers.resetTitle', { username: dialog.account.username })}
      onClose={onClose}
      actions={
        <>
          <button type="submit" form="admin-account-form" className="button" disabled={busy}>
            {adding ? t('adminUsers.create') : t('adminUsers.savePassword')}
          </button>
          <button type="button" className="button secondary" onClick={onClose}>
            {t('adminUsers.cancel')}
          </button>
        </>
      }
    >
      <form id="admin-account-form" className="stack" onSubmit={(e) => void submit(e)}>
        {adding && (
          <>
            <label>
              {t('adminUsers.column.username')}
              <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" required />
            </label>
            <label>
              {t('adminUsers.column.role')}
              <select value={role} onChange={(e) => setRole(e.target.value as AdminRole)}>
                {ADMIN_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`adminUsers.roles.${r}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        <label>
          {t('adminUsers.password')}
          <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" required aria-describedby="admin-password-rule" />
        </label>
        <p id="admin-password-rule" className="hint">
          {t('adminUsers.passwordRule', { min: ADMIN_PASSWORD_MIN_LENGTH })}
        </p>
      </form>
    </Modal>
  )
}
