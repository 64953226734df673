import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../features/profile/profile-page.tsx'

export const Route = createFileRoute('/_site/_member/userprofile')({ component: ProfilePage })
