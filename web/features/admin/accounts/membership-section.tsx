import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminMembership } from '../../../../domain/membership.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { ApiFailure } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { extendMembership, fetchMembership } from './api/accounts-api.ts'

/**
 * A member's membership end on their account page (dev admins; decision 142): the state, the end by
 * the rule and any extension, and a later end to set. The member earns again until the new end.
 */
export function MembershipSection({ id }: { id: number }) {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(useCallback(() => fetchMembership(id), [id]))
  return (
    <section className="membership-section" aria-labelledby="membership-title">
      <h2 id="membership-title">{t('adminAccounts.membership.title')}</h2>
      <LoadView loaded={loaded} failedText={t('adminAccounts.membership.loadFailed')} onRetry={reload}>
        {(membership) => <MembershipView key={`${membership.endsOn}`} initial={membership} />}
      </LoadView>
    </section>
  )
}

function MembershipView({ initial }: { initial: AdminMembership }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [membership, setMembership] = useState(initial)
  const [extendedTo, setExtendedTo] = useState('')
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)
  const dateOrNone = (date: string | null) => (date ? formatDate(date) : t('adminAccounts.membership.none'))

  const extend = async (event: React.FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setSaved(false)
    try {
      setMembership(await extendMembership({ id: membership.id, extendedTo }))
      setSaved(true)
      setExtendedTo('')
    } catch (failure) {
      setError(failure instanceof ApiFailure ? errorText(failure.code) : t('errors.internal'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <dl className="membership-facts">
        <dt>{t('adminAccounts.membership.state')}</dt>
        <dd>{t(`adminAccounts.membership.states.${membership.state}`)}</dd>
        <dt>{t('adminAccounts.membership.endsOn')}</dt>
        <dd>{membership.endsOn ? formatDate(membership.endsOn) : t('adminAccounts.membership.noEnd')}</dd>
        <dt>{t('adminAccounts.membership.ruleEndsOn')}</dt>
        <dd>{dateOrNone(membership.ruleEndsOn)}</dd>
        <dt>{t('adminAccounts.membership.extendedTo')}</dt>
        <dd>{dateOrNone(membership.extendedTo)}</dd>
      </dl>
      {membership.ruleEndsOn && (
        <form className="account-form" onSubmit={(e) => void extend(e)} aria-label={t('adminAccounts.membership.extendTitle')}>
          <TextField
            label={t('adminAccounts.membership.newEnd')}
            hint={t('adminAccounts.membership.newEndHint')}
            type="date"
            required
            value={extendedTo}
            error={error}
            onChange={(e) => {
              setError(undefined)
              setExtendedTo(e.target.value)
            }}
          />
          <button type="submit" className="button" disabled={!extendedTo || saving}>
            {saving ? t('common.loading') : t('adminAccounts.membership.extend')}
          </button>
          {saved && membership.endsOn && (
            <p role="status">{t('adminAccounts.membership.extended', { date: formatDate(membership.endsOn) })}</p>
          )}
        </form>
      )}
    </>
  )
}
