import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'

interface RowEditScreenProps<T> {
  id: number
  /** The dashboard's list (a module function: it keeps its identity). */
  load: () => Promise<T[]>
  dashboard: string
  title: string
  backText: string
  failedText: string
  children: (row: T) => ReactNode
}

/** An edit screen of one row of a dashboard's list; an id the list does not have goes back to the dashboard (spec 3 §2.1). */
export function RowEditScreen<T extends { id: number }>({ id, load, dashboard, title, backText, failedText, children }: RowEditScreenProps<T>) {
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(load)
  const row = loaded.status === 'ready' ? loaded.data.find((r) => r.id === id) : undefined
  const unknown = loaded.status === 'ready' && !row
  useEffect(() => {
    if (unknown) void navigate({ to: dashboard, replace: true })
  }, [unknown, navigate, dashboard])
  return (
    <div className="admin-page">
      <AdminPageHeader title={title} back={<Link to={dashboard}>{backText}</Link>} />
      <LoadView loaded={unknown ? { status: 'loading' } : loaded} failedText={failedText} onRetry={reload}>
        {() => children(row!)}
      </LoadView>
    </div>
  )
}
