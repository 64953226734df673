import { createFileRoute } from '@tanstack/react-router'
import { QuestPage } from '../../../features/dashboard/quest-page.tsx'

export const Route = createFileRoute('/_site/_member/quest')({ component: QuestPage })
