import { createFileRoute } from '@tanstack/react-router'
import { BabyFormPage } from '../../../features/profile/baby-form-page.tsx'
import { positiveInt } from '../../../lib/search-params.ts'

/** With `babyId` the form edits that baby; without, it adds one. */
export const Route = createFileRoute('/_site/_member/addbabyinfo')({
  validateSearch: (search: Record<string, unknown>): { babyId?: number } => {
    const babyId = positiveInt(search.babyId)
    return babyId ? { babyId } : {}
  },
  component: AddBabyInfo,
})

function AddBabyInfo() {
  return <BabyFormPage babyId={Route.useSearch().babyId} />
}
