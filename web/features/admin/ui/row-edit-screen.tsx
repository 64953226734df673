import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LoadView } from '../../../components/load-view.tsx'
import { AdminPageHeader } from './page-header.tsx'
import { useListRow } from './use-list-row.ts'

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
  const { loaded, reload } = useListRow(load, (list) => list.find((r) => r.id === id), dashboard)
  return (
    <div className="admin-page">
      <AdminPageHeader title={title} back={<Link to={dashboard}>{backText}</Link>} />
      <LoadView loaded={loaded} failedText={failedText} onRetry={reload}>
        {({ row }) => children(row)}
      </LoadView>
    </div>
  )
}
