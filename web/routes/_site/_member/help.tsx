import { createFileRoute } from '@tanstack/react-router'
import { HelpPage } from '../../../features/help/help-page.tsx'

export const Route = createFileRoute('/_site/_member/help')({ component: HelpPage })
