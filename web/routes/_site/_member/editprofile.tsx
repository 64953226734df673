import { createFileRoute } from '@tanstack/react-router'
import { EditProfilePage } from '../../../features/profile/edit-profile-page.tsx'

export const Route = createFileRoute('/_site/_member/editprofile')({ component: EditProfilePage })
