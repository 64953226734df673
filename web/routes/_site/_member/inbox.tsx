import { createFileRoute } from '@tanstack/react-router'
import { InboxPage } from '../../../features/inbox/inbox-page.tsx'

export const Route = createFileRoute('/_site/_member/inbox')({ component: InboxPage })
