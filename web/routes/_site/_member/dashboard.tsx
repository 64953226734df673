import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '../../../features/dashboard/dashboard-page.tsx'
import { ProfileWizard } from '../../../features/profile/profile-wizard.tsx'

export const Route = createFileRoute('/_site/_member/dashboard')({ component: Dashboard })

/** The member's home, with the forced profile wizard over it until the profile is complete. */
function Dashboard() {
  return (
    <>
      <DashboardPage />
      <ProfileWizard />
    </>
  )
}
