import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { businessDate } from '../../../../domain/business-time.ts'
import { MAX_BULK_USER_ROWS, MAX_LABEL_LENGTH } from '../../../../domain/bulk-users.ts'
import { REGISTER_SOURCES } from '../../../../domain/promoters.ts'
import { FieldError } from '../../../components/form/field-message.tsx'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { useUiStore } from '../../../lib/ui-store.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { UploadConfirmModal } from '../ui/upload-confirm-modal.tsx'
import { type BulkUsersCheck, checkFile, downloadTemplate, fetchPromoterOptions, uploadFile } from './api.ts'
import { IssueRowsTable } from './issue-rows-table.tsx'
import { TakeNoteModal } from './take-note-modal.tsx'
import { UploadHistory } from './upload-history.tsx'
import './bulk-users.css'

type Flow =
  | { step: 'idle' }
  | { step: 'checking'; file: File }
  | { step: 'checked'; file: File; check: BulkUsersCheck; key: string }
  | { step: 'uploading'; file: File; check: BulkUsersCheck; key: string; sent: number }

type Problem = 'fileRequired' | 'notCsv' | 'labelRequired'

const showFailure = (error: unknown) => {
  if (error instanceof ApiFailure) useUiStore.getState().showError({ code: error.code, message: error.message })
}

/** Spec 3 §5: a CSV by its type; a `.csv` name too, as Windows may call one a spreadsheet (decision 127). */
const isCsv = (file: File) => file.type === 'text/csv' || /\.csv$/i.test(file.name)

/**
 * `/admin/bulkCreate/users/dashboard` (spec 3 §2.12, §4 "Bulk create flow"): the Take note modal,
 * the four steps (template, file, label, optional promoter, register date and source), Check
 * Validity, the confirmation modal (Confirm Submit or Upload Again, not closed while confirming),
 * and the upload history.
 */
export function BulkUsersDashboardPage() {
  const { t } = useTranslation()
  const ids = { file: useId(), fileHint: useId(), fileError: useId() }
  const [noteOpen, setNoteOpen] = useState(true)
  const [file, setFile] = useState<File>()
  const [label, setLabel] = useState('')
  const [promoterId, setPromoterId] = useState('')
  const [registerDate, setRegisterDate] = useState('')
  const [registerSource, setRegisterSource] = useState('')
  const [problems, setProblems] = useState<Problem[]>([])
  const [flow, setFlow] = useState<Flow>({ step: 'idle' })
  const [inputKey, setInputKey] = useState(0)
  const [historyVersion, setHistoryVersion] = useState(0)
  const checkAbort = useRef<AbortController>(undefined)
  const { loaded: promoters } = useLoad(fetchPromoterOptions)

  const discardCheck = () => {
    checkAbort.current?.abort()
    setFlow({ step: 'idle' })
  }
  const startAgain = () => {
    discardCheck()
    setFile(undefined)
    setInputKey((k) => k + 1)
  }

  const checkValidity = async (event: React.FormEvent) => {
    event.preventDefault()
    const found: Problem[] = []
    if (!file) found.push('fileRequired')
    else if (!isCsv(file)) found.push('notCsv')
    if (!label.trim()) found.push('labelRequired')
    setProblems(found)
    if (found.length || !file) return
    const abort = new AbortController()
    checkAbort.current = abort
    setFlow({ step: 'checking', file })
    try {
      const check = await checkFile(file, abort.signal)
      setFlow({ step: 'checked', file, check, key: crypto.randomUUID() })
    } catch (error) {
      if (abort.signal.aborted) return
      showFailure(error)
      startAgain()
    }
  }

  const confirm = async () => {
    if (flow.step !== 'checked') return
    setFlow({ ...flow, step: 'uploading', sent: 0 })
    const fields = { label: label.trim(), promoterId, registerDate, registerSource }
    try {
      // The key stays with this checked file: a retry after a lost answer makes no second upload.
      await uploadFile(fields, flow.file, flow.key, (sent) => setFlow((f) => (f.step === 'uploading' ? { ...f, sent } : f)))
      startAgain()
      setLabel('')
      setHistoryVersion((v) => v + 1)
      useUiStore.getState().notify({ key: 'adminBulkUsers.uploaded' })
    } catch (error) {
      showFailure(error)
      setFlow({ ...flow, step: 'checked' })
    }
  }

  const shown = flow.step === 'checked' || flow.step === 'uploading'
  const busy = flow.step !== 'idle'
  const fileProblem = problems.find((p) => p === 'fileRequired' || p === 'notCsv')
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminBulkUsers.title')}
        actions={
          <button type="button" className="button secondary" onClick={() => setNoteOpen(true)}>
            {t('adminBulkUsers.note.show')}
          </button>
        }
      />
      <form noValidate onSubmit={(e) => void checkValidity(e)} aria-label={t('adminBulkUsers.formLabel')}>
        <section className="bulk-users-step" aria-labelledby={`${ids.file}-1`}>
          <h2 id={`${ids.file}-1`}>{t('adminBulkUsers.steps.template')}</h2>
          <button type="button" className="button secondary" onClick={() => void downloadTemplate().catch(showFailure)}>
            {t('adminBulkUsers.downloadTemplate')}
          </button>
        </section>
        <section className="bulk-users-step" aria-labelledby={`${ids.file}-2`}>
          <h2 id={`${ids.file}-2`}>{t('adminBulkUsers.steps.file')}</h2>
          <div className="field">
            <label htmlFor={ids.file}>{t('adminBulkUsers.file')}</label>
            <p id={ids.fileHint} className="field-hint">
              {t('adminBulkUsers.fileHint', { max: formatNumber(MAX_BULK_USER_ROWS) })}
            </p>
            <input
              key={inputKey}
              id={ids.file}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              aria-invalid={fileProblem !== undefined}
              aria-describedby={fileProblem ? `${ids.fileHint} ${ids.fileError}` : ids.fileHint}
              onChange={(e) => {
                setFile(e.currentTarget.files?.[0])
                setProblems((p) => p.filter((x) => x === 'labelRequired'))
              }}
            />
            <FieldError id={ids.fileError} text={fileProblem && t(`adminBulkUsers.problemsForm.${fileProblem}`)} />
          </div>
        </section>
        <section className="bulk-users-step" aria-labelledby={`${ids.file}-3`}>
          <h2 id={`${ids.file}-3`}>{t('adminBulkUsers.steps.label')}</h2>
          <TextField
            label={t('adminBulkUsers.label')}
            value={label}
            maxLength={MAX_LABEL_LENGTH}
            disabled={busy}
            required
            onChange={(e) => setLabel(e.target.value)}
            error={problems.includes('labelRequired') && !label.trim() ? t('adminBulkUsers.problemsForm.labelRequired') : undefined}
          />
        </section>
        <section className="bulk-users-step" aria-labelledby={`${ids.file}-4`}>
          <h2 id={`${ids.file}-4`}>{t('adminBulkUsers.steps.optional')}</h2>
          <SelectField
            label={t('adminBulkUsers.promoter')}
            placeholder={promoters.status === 'failed' ? t('adminBulkUsers.promotersFailed') : t('adminBulkUsers.noPromoter')}
            options={promoters.status === 'ready' ? promoters.data.data.map((o) => ({ value: String(o.value), label: o.label })) : []}
            value={promoterId}
            disabled={busy}
            onChange={(e) => setPromoterId(e.target.value)}
          />
          <TextField label={t('adminBulkUsers.registerDate')} type="date" value={registerDate} max={businessDate(new Date())} disabled={busy} hint={t('adminBulkUsers.registerDateHint')} onChange={(e) => setRegisterDate(e.target.value)} />
          <SelectField
            label={t('adminBulkUsers.registerSource')}
            placeholder={t('adminBulkUsers.sourceDefault')}
            options={REGISTER_SOURCES.map((s) => ({ value: s, label: s }))}
            value={registerSource}
            disabled={busy}
            onChange={(e) => setRegisterSource(e.target.value)}
          />
        </section>
        <button type="submit" className="button" disabled={busy}>
          {flow.step === 'checking' ? t('adminBulkUsers.checking') : t('adminBulkUsers.checkValidity')}
        </button>
        {flow.step === 'checking' && (
          <>
            <p role="status">{t('adminBulkUsers.checkingFile', { file: flow.file.name })}</p>
            <button type="button" className="button secondary" onClick={discardCheck}>
              {t('adminBulkUsers.cancel')}
            </button>
          </>
        )}
      </form>

      <UploadHistory version={historyVersion} />

      <TakeNoteModal open={noteOpen} onClose={() => setNoteOpen(false)} />
      <UploadConfirmModal
        open={shown}
        title={t('adminBulkUsers.confirm.title')}
        cancelText={t('adminBulkUsers.confirm.uploadAgain')}
        confirmText={t('adminBulkUsers.confirm.submit')}
        onCancel={startAgain}
        onConfirm={() => void confirm()}
        canConfirm={shown && flow.check.totals.valid > 0}
        sent={flow.step === 'uploading' ? flow.sent : undefined}
        progressLabel={t('adminBulkUsers.confirm.progress')}
        sendingText={(percent) => t('adminBulkUsers.confirm.sending', { percent })}
      >
        {shown && (
          <>
            <ul className="bulk-users-totals" aria-label={t('adminBulkUsers.confirm.totals')}>
              <li>{t('adminBulkUsers.confirm.rows', { n: formatNumber(flow.check.totals.rows) })}</li>
              <li>{t('adminBulkUsers.confirm.valid', { n: formatNumber(flow.check.totals.valid) })}</li>
              <li className={flow.check.totals.issues ? 'bulk-users-invalid' : undefined}>{t('adminBulkUsers.confirm.issues', { n: formatNumber(flow.check.totals.issues) })}</li>
            </ul>
            {flow.check.issueUsers.length === 0 ? (
              <p>{t('adminBulkUsers.confirm.noIssues')}</p>
            ) : (
              <IssueRowsTable rows={flow.check.issueUsers} caption={t('adminBulkUsers.confirm.issueCaption', { file: flow.file.name })} />
            )}
            {flow.check.issueUsers.length < flow.check.totals.issues && <p>{t('adminBulkUsers.confirm.more', { n: formatNumber(flow.check.totals.issues - flow.check.issueUsers.length) })}</p>}
          </>
        )}
      </UploadConfirmModal>
    </div>
  )
}
