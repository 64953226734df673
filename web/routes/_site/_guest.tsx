import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../lib/guard.ts'

/** Signed-out pages without a language in the URL (verification and password recovery). */
export const Route = createFileRoute('/_site/_guest')({ beforeLoad: guard('guest') })
