import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../lib/guard.ts'

/** Everything a signed-in member (session type `user`) reaches. */
export const Route = createFileRoute('/_site/_member')({ beforeLoad: guard('member') })
