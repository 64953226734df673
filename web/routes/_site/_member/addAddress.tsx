import { createFileRoute } from '@tanstack/react-router'
import { AddAddressPage } from '../../../features/profile/add-address-page.tsx'
import { addressSearch } from '../../../features/profile/address-type.ts'

export const Route = createFileRoute('/_site/_member/addAddress')({ validateSearch: addressSearch, component: AddAddress })

function AddAddress() {
  return <AddAddressPage type={Route.useSearch().type} />
}
