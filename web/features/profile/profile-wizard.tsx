import { lazy, Suspense } from 'react'
import { useMemberStore } from '../../lib/member-store.ts'
import { useWizardStore } from './wizard-store.ts'

// The wizard's steps load only for the members who need them, not with the page that hosts it.
const WizardDialog = lazy(async () => ({ default: (await import('./wizard/wizard-dialog.tsx')).WizardDialog }))

/**
 * The forced profile completion (spec 1 §2): a modal wizard for a member not yet force-updated,
 * mounted by the pages that offer it (the dashboard, the profile). It renders nothing otherwise.
 */
export function ProfileWizard() {
  const member = useMemberStore((s) => s.member)
  const { dismissedFor, celebrating } = useWizardStore()
  const needed = member !== null && !member.forceUpdated && dismissedFor !== member.id
  if (!member || (!needed && !celebrating)) return null
  return (
    <Suspense fallback={null}>
      <WizardDialog member={member} />
    </Suspense>
  )
}
