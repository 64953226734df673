import type { ReactNode } from 'react'
import './admin-ui.css'

interface AdminPageHeaderProps {
  title: string
  /** A link back to where the screen was reached from, shown above the title. */
  back?: ReactNode
  /** Buttons or links for the screen, beside the title. */
  actions?: ReactNode
}

/** The head of a back-office screen: its one h1, a way back and its actions. */
export function AdminPageHeader({ title, back, actions }: AdminPageHeaderProps) {
  return (
    <header className="admin-page-header">
      {back && <p className="admin-page-back">{back}</p>}
      <h1>{title}</h1>
      {actions && <div className="admin-page-actions">{actions}</div>}
    </header>
  )
}
