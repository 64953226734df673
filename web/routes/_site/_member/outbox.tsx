import { createFileRoute } from '@tanstack/react-router'
import { OutboxPage } from '../../../features/outbox/outbox-page.tsx'

export const Route = createFileRoute('/_site/_member/outbox')({ component: OutboxPage })
