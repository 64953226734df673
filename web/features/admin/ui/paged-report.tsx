import { type ReactNode, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'

interface Page<T> {
  data: T[]
  more: boolean
}

interface PagedReportProps<T, P extends Page<T>> {
  /** The page of rows older than `after` (the last row shown), the first without it; must keep its identity while the filter stays. */
  fetchPage: (after?: T) => Promise<P>
  empty: string
  failed: string
  children: (rows: T[], first: P) => ReactNode
}

/** A report read from the server a page at a time (newest first): the first page, then older ones on request. Key it by its filter. */
export function PagedReport<T, P extends Page<T>>({ fetchPage, empty, failed, children }: PagedReportProps<T, P>) {
  const first = useCallback(() => fetchPage(), [fetchPage])
  const { loaded, reload } = useLoad(first)
  return (
    <LoadView loaded={loaded} failedText={failed} onRetry={reload}>
      {(page) =>
        page.data.length === 0 ? (
          <p className="notice">{empty}</p>
        ) : (
          <OlderPages first={page} fetchPage={fetchPage} failed={failed}>
            {children}
          </OlderPages>
        )
      }
    </LoadView>
  )
}

function OlderPages<T, P extends Page<T>>({ first, fetchPage, failed, children }: Omit<PagedReportProps<T, P>, 'empty'> & { first: P }) {
  const { t } = useTranslation()
  const [rows, setRows] = useState(first.data)
  const [more, setMore] = useState(first.more)
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')

  const showOlder = async () => {
    setState('loading')
    try {
      const page = await fetchPage(rows.at(-1))
      setRows((shown) => [...shown, ...page.data])
      setMore(page.more)
      setState('idle')
    } catch {
      setState('failed')
    }
  }

  return (
    <>
      {children(rows, first)}
      {state === 'failed' && (
        <p className="notice" role="alert">
          {failed}
        </p>
      )}
      {more && (
        <button type="button" className="button secondary" disabled={state === 'loading'} onClick={() => void showOlder()}>
          {state === 'loading' ? t('common.loading') : t('adminAccounts.older')}
        </button>
      )}
    </>
  )
}
