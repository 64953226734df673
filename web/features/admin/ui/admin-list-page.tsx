import type { ReactNode } from 'react'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from './page-header.tsx'

interface AdminListPageProps<T> {
  title: string
  /** The screen's way on beside its title, such as a link to add a row. */
  action: ReactNode
  /** Loads the list; it must keep its identity (useLoad). */
  load: () => Promise<T>
  failedText: string
  /** A class beside `admin-page`, for a screen with a wider table. */
  className?: string
  children: (loaded: T) => ReactNode
}

/** A back-office list screen: its title and action, and its list as loading, failed (with a retry) or loaded. */
export function AdminListPage<T>({ title, action, load, failedText, className, children }: AdminListPageProps<T>) {
  const { loaded, reload } = useLoad(load)
  return (
    <div className={className ? `admin-page ${className}` : 'admin-page'}>
      <AdminPageHeader title={title} actions={action} />
      <LoadView loaded={loaded} failedText={failedText} onRetry={reload}>
        {children}
      </LoadView>
    </div>
  )
}
