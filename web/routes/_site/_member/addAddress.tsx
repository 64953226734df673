import { createFileRoute } from '@tanstack/react-router'
import { AddressFormPage } from '../../../features/profile/address-form-page.tsx'
import { addressSearch } from '../../../features/profile/address-type.ts'
import { positiveInt } from '../../../lib/search-params.ts'

/** With `addressId` the form edits that address; without, it adds one. */
export const Route = createFileRoute('/_site/_member/addAddress')({
  validateSearch: (search: Record<string, unknown>) => {
    const addressId = positiveInt(search.addressId)
    return { ...addressSearch(search), ...(addressId && { addressId }) }
  },
  component: AddAddress,
})

function AddAddress() {
  const { addressId, ...list } = Route.useSearch()
  return <AddressFormPage list={list} addressId={addressId} />
}
