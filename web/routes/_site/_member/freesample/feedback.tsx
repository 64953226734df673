import { createFileRoute } from '@tanstack/react-router'
import { SampleFeedbackPage } from '../../../../features/samples/feedback/feedback-page.tsx'
import { text } from '../../../../lib/search-params.ts'

export const Route = createFileRoute('/_site/_member/freesample/feedback')({
  // `id`: the sample order whose survey the dashboard's pop-up opened; without it, the first one due.
  validateSearch: (search: Record<string, unknown>): { id?: string } => ({ id: text(search.id, 64) }),
  component: SampleFeedback,
})

function SampleFeedback() {
  const { id } = Route.useSearch()
  return <SampleFeedbackPage key={id} orderId={id} />
}
