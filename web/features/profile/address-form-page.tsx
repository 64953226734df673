import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { addressProblem } from '../../../domain/profile-rules.ts'
import type { MemberAddress } from '../../../domain/profile.ts'
import { Modal } from '../../components/modal.tsx'
import { useMemberStore } from '../../lib/member-store.ts'
import { useUiStore } from '../../lib/ui-store.ts'
import { AddressFormFields } from './address-form-fields.tsx'
import { type AddressFormValue, BLANK_ADDRESS, toAddressInput } from './address-form-value.ts'
import { AddressText } from './address-text.tsx'
import type { AddressSearch } from './address-type.ts'
import { addAddress } from './api/add-address.ts'
import { editAddress } from './api/edit-address.ts'
import { showProblem } from './show-problem.ts'
import './profile.css'

/**
 * `/addAddress` (spec 1 §4): one form to add an address or, with `addressId`, to edit one; a
 * confirmation to save or edit, then back to the list it came from (`list`: what it was opened for).
 */
export function AddressFormPage({ list, addressId }: { list: AddressSearch; addressId?: number }) {
  const { t } = useTranslation()
  const member = useMemberStore((s) => s.member)
  const address = addressId === undefined ? undefined : member?.addresses.find((a) => a.id === addressId)

  let body
  if (!member) body = <p role="status">{t('common.loading')}</p>
  else if (addressId !== undefined && !address) {
    body = (
      <div className="notice">
        <p>{t('profile.address.notFound')}</p>
        <Link to="/viewAddress" search={list}>
          {t('profile.address.listTitle')}
        </Link>
      </div>
    )
  } else body = <AddressForm list={list} address={address} />

  return (
    <section className="page narrow profile-page">
      <h1>{t(addressId === undefined ? 'profile.address.addTitle' : 'profile.address.editTitle')}</h1>
      {body}
    </section>
  )
}

const formValueOf = ({ line1, line2, line3, state, city, postcode, label }: MemberAddress): AddressFormValue => ({ line1, line2, line3, state, city, postcode, label })

function AddressForm({ list, address: saved }: { list: AddressSearch; address?: MemberAddress }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [address, setAddress] = useState<AddressFormValue>(saved ? formValueOf(saved) : BLANK_ADDRESS)
  const [confirming, setConfirming] = useState(false)
  const [saving, setSaving] = useState(false)

  const check = () => {
    const problem = addressProblem(address)
    if (problem) showProblem(problem)
    else setConfirming(true)
  }
  const save = async () => {
    setSaving(true)
    try {
      if (saved) {
        await editAddress(saved.id, toAddressInput(address))
        useUiStore.getState().notify({ key: 'profile.address.changed' })
      } else await addAddress(toAddressInput(address))
      await navigate({ to: '/viewAddress', search: list })
    } catch {
      // The error modal has shown why; the form keeps what was typed.
      setConfirming(false)
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          check()
        }}
      >
        <AddressFormFields value={address} onChange={setAddress} />
        <div className="profile-actions">
          <Link className="button secondary" to="/viewAddress" search={list}>
            {t('profile.address.cancel')}
          </Link>
          <button type="submit" className="button">
            {t('profile.address.save')}
          </button>
        </div>
      </form>
      <Modal
        open={confirming}
        title={t('profile.address.confirmTitle')}
        onClose={() => setConfirming(false)}
        dismissible={!saving}
        actions={
          <>
            <button type="button" className="button secondary" disabled={saving} onClick={() => setConfirming(false)}>
              {t('profile.address.confirmEdit')}
            </button>
            <button type="button" className="button" disabled={saving} onClick={() => void save()}>
              {saving ? t('profile.edit.saving') : t('profile.address.confirmSave')}
            </button>
          </>
        }
      >
        <p>
          <AddressText address={address} />
        </p>
      </Modal>
    </>
  )
}
