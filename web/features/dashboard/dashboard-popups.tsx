import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Member } from '../../../domain/member.ts'
import { CheckboxField } from '../../components/form/checkbox-field.tsx'
import { Modal } from '../../components/modal.tsx'
import { useClub } from '../../lib/club.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { acknowledgeSso } from './api/acknowledge-sso.ts'
import { HowToCollect } from './how-to-collect.tsx'
import { type DashboardPopup, popupsToShow } from './popup-queue.ts'

// Device flags, as the spec keeps them locally (notShowAgain); the welcome is once per member here.
const HOW_TO_HIDDEN_KEY = 'club-how-to-collect-hidden'
const welcomedKey = (member: Member) => `club-welcomed:${member.id}`

/** The dashboard's pop-ups, one at a time, in the order of popup-queue.ts. */
export function DashboardPopups({ member }: { member: Member }) {
  const { t } = useTranslation()
  const club = useClub()
  const navigate = useNavigate()
  const [queue, setQueue] = useState<DashboardPopup[]>(() =>
    popupsToShow({
      forceUpdated: member.forceUpdated,
      ssoPopup: member.ssoPopup,
      welcomed: localStorage.getItem(welcomedKey(member)) !== null,
      justLoggedIn: useMemberStore.getState().justLoggedIn,
      howToCollectHidden: localStorage.getItem(HOW_TO_HIDDEN_KEY) !== null,
      promptFeedback: member.promptFeedback,
    }),
  )
  const [hideHowTo, setHideHowTo] = useState(false)
  const current = queue[0]

  const next = () => {
    if (current === 'sso') {
      void acknowledgeSso()
      useMemberStore.getState().setMember({ ...member, ssoPopup: false })
    }
    if (current === 'welcome') localStorage.setItem(welcomedKey(member), '1')
    if (current === 'howToCollect') {
      if (hideHowTo) localStorage.setItem(HOW_TO_HIDDEN_KEY, '1')
      useMemberStore.getState().afterLoginShown()
    }
    setQueue(queue.slice(1))
  }

  return (
    <>
      <Modal open={current === 'sso'} title={t('popups.sso.title')} onClose={next}>
        <p>{t('popups.sso.body', { club: club.name })}</p>
      </Modal>
      <Modal open={current === 'welcome'} title={t('popups.welcome.title', { club: club.name })} onClose={next}>
        <p>{t('popups.welcome.body')}</p>
      </Modal>
      <Modal open={current === 'howToCollect'} title={t('howToCollect.title')} onClose={next}>
        <HowToCollect />
        <CheckboxField label={t('howToCollect.notAgain')} checked={hideHowTo} onChange={(e) => setHideHowTo(e.target.checked)} />
      </Modal>
      <Modal
        open={current === 'feedback'}
        title={t('popups.feedback.title')}
        onClose={next}
        actions={
          <>
            <button type="button" className="button secondary" onClick={next}>
              {t('popups.feedback.later')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                next()
                void navigate({ to: '/freesample/feedback', search: { id: member.samples.find((s) => s.feedbackDue)?.id } })
              }}
            >
              {t('popups.feedback.go')}
            </button>
          </>
        }
      >
        <p>{t('popups.feedback.body')}</p>
      </Modal>
    </>
  )
}
