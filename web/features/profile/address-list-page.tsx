import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MemberAddress } from '../../../domain/profile.ts'
import { Modal } from '../../components/modal.tsx'
import { useMemberStore } from '../../lib/member-store.ts'
import { useUiStore } from '../../lib/ui-store.ts'
import { type AddressSearch, isPicking, pickedAddressHref } from './address-type.ts'
import { AddressText } from './address-text.tsx'
import { removeAddress } from './api/remove-address.ts'
import { showProblem } from './show-problem.ts'
import './profile.css'

/**
 * `/viewAddress` (spec 1 §4, spec 2 §4): the member's active addresses. Opened for an order or a
 * sample (`type`, and the sample's `sampleId`), the member picks one and goes on with it; otherwise
 * it leads back to the profile.
 */
export function AddressListPage(search: AddressSearch) {
  const { type } = search
  const { t } = useTranslation()
  const navigate = useNavigate()
  const member = useMemberStore((s) => s.member)
  const [chosen, setChosen] = useState<number>()
  const [removing, setRemoving] = useState<MemberAddress | null>(null)
  const [busy, setBusy] = useState(false)
  if (!member) return <p className="page" role="status">{t('common.loading')}</p>
  const picking = isPicking(type)
  const addresses = member.addresses

  const goOnWithChosen = () => {
    if (chosen === undefined) return showProblem('addressRequired')
    // The order and sample screens read the picked address (and the sample) from the query.
    void navigate({ href: pickedAddressHref(search, chosen) })
  }
  const remove = async (address: MemberAddress) => {
    setBusy(true)
    try {
      await removeAddress(address.id)
      if (chosen === address.id) setChosen(undefined)
      useUiStore.getState().notify({ key: 'profile.address.removed' })
    } catch {
      // The error modal has shown why.
    } finally {
      setBusy(false)
      setRemoving(null)
    }
  }
  const actions = (address: MemberAddress) => {
    const label = address.label || t('profile.address.home')
    return (
      <span className="address-actions">
        <Link className="link-button" to="/addAddress" search={{ ...search, addressId: address.id }} aria-label={t('profile.address.editLabel', { label })}>
          {t('profile.address.edit')}
        </Link>
        <button type="button" className="link-button" onClick={() => setRemoving(address)} aria-label={t('profile.address.removeLabel', { label })}>
          {t('profile.address.remove')}
        </button>
      </span>
    )
  }

  return (
    <section className="page narrow profile-page">
      <h1>{t('profile.address.listTitle')}</h1>
      {addresses.length === 0 && <p className="notice">{t('profile.address.none')}</p>}
      {addresses.length > 0 && picking && (
        <fieldset className="address-list">
          <legend>{t('profile.address.choose')}</legend>
          {addresses.map((a) => (
            <div key={a.id} className="address-item">
              <label>
                <input type="radio" name="address" checked={chosen === a.id} onChange={() => setChosen(a.id)} />
                <AddressText address={a} />
              </label>
              {actions(a)}
            </div>
          ))}
        </fieldset>
      )}
      {addresses.length > 0 && !picking && (
        <ul className="address-list" aria-label={t('profile.address.listTitle')}>
          {addresses.map((a) => (
            <li key={a.id} className="address-item">
              <AddressText address={a} />
              {actions(a)}
            </li>
          ))}
        </ul>
      )}
      <div className="profile-actions">
        <Link className="button secondary" to="/addAddress" search={search}>
          {t('profile.address.add')}
        </Link>
        {picking && addresses.length > 0 ? (
          <button type="button" className="button" onClick={goOnWithChosen}>
            {t('profile.address.use')}
          </button>
        ) : (
          <Link className="button" to="/editprofile">
            {t('profile.address.back')}
          </Link>
        )}
      </div>
      <Modal
        open={removing !== null}
        title={t('profile.address.removeTitle')}
        onClose={() => setRemoving(null)}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setRemoving(null)}>
              {t('profile.address.keep')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => removing && void remove(removing)}>
              {t('profile.address.removeConfirm')}
            </button>
          </>
        }
      >
        {removing && (
          <p>
            <AddressText address={removing} />
          </p>
        )}
      </Modal>
    </section>
  )
}
