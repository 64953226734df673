import { createFileRoute } from '@tanstack/react-router'
import { isLanguage } from '../../../domain/languages.ts'
import { guard, redirectUnknownPath } from '../../lib/guard.ts'
import { switchLanguage } from '../../lib/language.ts'

/** `/{language}/...`: signed-out pages whose URL sets the language; any other first segment is an unknown path. */
export const Route = createFileRoute('/_site/$lang')({
  beforeLoad: async ({ params, location }) => {
    if (!isLanguage(params.lang)) redirectUnknownPath(location.pathname)
    guard('guest')()
    await switchLanguage(params.lang)
  },
})
