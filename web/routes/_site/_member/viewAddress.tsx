import { createFileRoute } from '@tanstack/react-router'
import { AddressListPage } from '../../../features/profile/address-list-page.tsx'
import { addressSearch } from '../../../features/profile/address-type.ts'

export const Route = createFileRoute('/_site/_member/viewAddress')({ validateSearch: addressSearch, component: ViewAddress })

function ViewAddress() {
  return <AddressListPage {...Route.useSearch()} />
}
