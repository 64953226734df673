import { createFileRoute, redirect } from '@tanstack/react-router'
import { AccountEditPage } from '../../../../features/admin/accounts/account-edit-page.tsx'
import { positiveInt } from '../../../../lib/search-params.ts'

/** Needs the account's id; without one, back to the accounts report. */
export const Route = createFileRoute('/admin/_staff/account/edit')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) }),
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/admin/account', replace: true })
  },
  component: AccountEdit,
})

function AccountEdit() {
  const id = Route.useSearch().id!
  return <AccountEditPage key={id} id={id} />
}
