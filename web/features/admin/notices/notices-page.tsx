import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatBusinessDateTime } from '../../../../domain/business-time.ts'
import { type AdminNotice, NOTICE_KINDS } from '../../../../domain/content.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { Modal } from '../../../components/modal.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { addNotice, deleteNotice, editNotice, fetchNotices } from './api/notices.ts'
import { NoticeForm } from './notice-form.tsx'
import './notices.css'

/** What the page is doing: listing, or adding or editing one notice. */
type Editing = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; notice: AdminNotice }

/**
 * `/admin/notices` (issue 19 §3): the dated notices by kind, each with where its window stands in
 * Malaysian time, added and edited with a live preview, deleted after a confirmation.
 */
export function NoticesPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchNotices)
  const [editing, setEditing] = useState<Editing>({ mode: 'list' })
  const [deleting, setDeleting] = useState<AdminNotice>()
  const done = () => {
    setEditing({ mode: 'list' })
    reload()
  }

  const confirmDelete = async () => {
    if (!deleting) return
    await deleteNotice(deleting.id).catch(() => undefined)
    setDeleting(undefined)
    reload()
  }

  if (editing.mode !== 'list') {
    const notice = editing.mode === 'edit' ? editing.notice : undefined
    return (
      <div className="admin-page notices-page">
        <AdminPageHeader title={notice ? t('adminNotices.editTitle') : t('adminNotices.addTitle')} />
        <NoticeForm
          notice={notice}
          onSubmit={async (fields) => {
            await (notice ? editNotice(notice.id, fields) : addNotice(fields))
            done()
          }}
          onCancel={() => setEditing({ mode: 'list' })}
        />
      </div>
    )
  }

  return (
    <div className="admin-page notices-page">
      <AdminPageHeader
        title={t('adminNotices.title')}
        actions={
          <button type="button" className="button" onClick={() => setEditing({ mode: 'add' })}>
            {t('adminNotices.add')}
          </button>
        }
      />
      <p className="hint">{t('adminNotices.intro')}</p>
      <LoadView loaded={loaded} failedText={t('adminNotices.loadFailed')} onRetry={reload}>
        {(notices) =>
          notices.length === 0 ? (
            <p className="notice">{t('adminNotices.empty')}</p>
          ) : (
            NOTICE_KINDS.map((kind) => (
              <NoticeTable key={kind} kind={kind} notices={notices.filter((n) => n.kind === kind)} onEdit={(n) => setEditing({ mode: 'edit', notice: n })} onDelete={setDeleting} />
            ))
          )
        }
      </LoadView>
      <Modal
        open={deleting !== undefined}
        title={t('adminNotices.deleteTitle')}
        onClose={() => setDeleting(undefined)}
        actions={
          <>
            <button type="button" className="button danger" onClick={() => void confirmDelete()}>
              {t('adminNotices.delete')}
            </button>
            <button type="button" className="button secondary" onClick={() => setDeleting(undefined)}>
              {t('adminNotices.cancel')}
            </button>
          </>
        }
      >
        <p>{t('adminNotices.deleteQuestion', { title: deleting?.title.en ?? '' })}</p>
      </Modal>
    </div>
  )
}

interface NoticeTableProps {
  kind: AdminNotice['kind']
  notices: AdminNotice[]
  onEdit: (notice: AdminNotice) => void
  onDelete: (notice: AdminNotice) => void
}

function NoticeTable({ kind, notices, onEdit, onDelete }: NoticeTableProps) {
  const { t } = useTranslation()
  return (
    <section className="notice-kind" aria-labelledby={`notices-${kind}`}>
      <h2 id={`notices-${kind}`}>{t(`adminNotices.kinds.${kind}`)}</h2>
      {notices.length === 0 ? (
        <p className="hint">{t('adminNotices.noneOfKind')}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('adminNotices.table.title')}</th>
                <th scope="col">{t('adminNotices.table.starts')}</th>
                <th scope="col">{t('adminNotices.table.ends')}</th>
                <th scope="col">{t('adminNotices.table.status')}</th>
                <th scope="col">{t('adminNotices.table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {notices.map((n) => (
                <tr key={n.id}>
                  <td>
                    {n.title.en}
                    <span className="notice-title-bm" lang="ms">
                      {n.title.bm}
                    </span>
                  </td>
                  <td>{formatBusinessDateTime(n.startsAt)}</td>
                  <td>{formatBusinessDateTime(n.endsAt)}</td>
                  <td>
                    <span className={`notice-status ${n.status}`}>{t(`adminNotices.status.${n.status}`)}</span>
                  </td>
                  <td className="row-actions">
                    <button type="button" className="link-button" onClick={() => onEdit(n)} aria-label={t('adminNotices.editNamed', { title: n.title.en })}>
                      {t('adminNotices.edit')}
                    </button>
                    <button type="button" className="link-button" onClick={() => onDelete(n)} aria-label={t('adminNotices.deleteNamed', { title: n.title.en })}>
                      {t('adminNotices.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
