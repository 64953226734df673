import { Outlet, createRootRoute, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorModal } from '../features/shell/error-modal.tsx'
import { LoadingBar } from '../features/shell/loading-bar.tsx'
import { NotFoundPage } from '../features/shell/not-found-page.tsx'
import { Notices } from '../features/shell/notices.tsx'
import { followPageHeadings } from '../features/shell/page-headings.ts'
import { UpdatePrompt } from '../features/shell/update-prompt.tsx'
import { applyClubColours, fetchClub, useClub } from '../lib/club.ts'
import { checkStoredSession } from '../lib/session-check.ts'
import { useSessionStore } from '../lib/session-store.ts'

export const Route = createRootRoute({
  loader: async () => {
    const club = await fetchClub()
    applyClubColours(club)
    return club
  },
  staleTime: Infinity,
  component: Root,
  // Reached only by a session of unknown type: every other unmatched path redirects (routes/$.tsx).
  notFoundComponent: NotFoundPage,
  errorComponent: ClubUnavailable,
})

function Root() {
  const router = useRouter()
  const club = useClub()
  useEffect(() => void checkStoredSession(), [])
  useEffect(() => followPageHeadings(router, club.name), [router, club.name])
  // Signing in or out changes which pages may show: run the guards again.
  useEffect(
    () =>
      useSessionStore.subscribe((now, before) => {
        if (now.token !== before.token || now.type !== before.type) void router.invalidate()
      }),
    [router],
  )
  return (
    <>
      <LoadingBar />
      <UpdatePrompt />
      <Outlet />
      <ErrorModal />
      <Notices />
    </>
  )
}

function ClubUnavailable() {
  const { t } = useTranslation()
  return (
    <main id="main" className="page narrow">
      <h1>{t('unavailable.title')}</h1>
      <p>{t('unavailable.body')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('common.tryAgain')}
      </button>
    </main>
  )
}
