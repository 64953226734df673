import { createFileRoute } from '@tanstack/react-router'
import { ScanPage } from '../../../../features/scan/scan-page.tsx'
import { useScanStore } from '../../../../features/scan/scan-store.ts'

export const Route = createFileRoute('/_site/_member/scancode/')({
  // The dashboard's "key in code" tile opens the page on the key-in form.
  validateSearch: (search: Record<string, unknown>): { method?: 'keyIn' } => ({ method: search.method === 'keyIn' ? 'keyIn' : undefined }),
  beforeLoad: ({ search }) => {
    if (search.method) useScanStore.getState().setMethod(search.method)
  },
  component: ScanPage,
})
