import { createFileRoute } from '@tanstack/react-router'
import { BabyListPage } from '../../../features/profile/baby-list-page.tsx'

export const Route = createFileRoute('/_site/_member/viewbabyinfo')({ component: BabyListPage })
