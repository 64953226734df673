import { createFileRoute } from '@tanstack/react-router'
import { redirectUnknownPath } from '../lib/guard.ts'

/** Any path no page matches: redirected where the spec says (see access.ts). */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ location }) => redirectUnknownPath(location.pathname),
})
