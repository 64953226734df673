import { useEffect, useState } from 'react'
import { Modal } from '../../components/modal.tsx'
import { NoticeText } from '../../components/notice-text.tsx'
import { useCurrentLanguage } from '../../lib/language.ts'
import type { Notice } from '../../../domain/content.ts'
import { fetchMaintenanceNotices } from './api/fetch-maintenance-notices.ts'

/** Sign-in and signup show a maintenance notice while one is scheduled (content with a start and end). */
export function MaintenanceNotice() {
  const language = useCurrentLanguage()
  const [notice, setNotice] = useState<Notice>()
  useEffect(() => {
    fetchMaintenanceNotices().then((notices) => setNotice(notices[0]), () => undefined)
  }, [])
  return (
    <Modal
      open={notice !== undefined}
      title={notice?.title[language] ?? ''}
      onClose={() => setNotice(undefined)}
    >
      <NoticeText text={notice?.body[language] ?? ''} />
    </Modal>
  )
}
