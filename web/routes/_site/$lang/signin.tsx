import { createFileRoute } from '@tanstack/react-router'
import { SigninPage } from '../../../features/auth/signin-page.tsx'

export const Route = createFileRoute('/_site/$lang/signin')({ component: SigninPage })
