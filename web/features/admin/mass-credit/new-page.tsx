import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { campaignFields, MASS_CREDIT_TYPES, MAX_MASS_CREDIT_ROWS, type MassCreditType } from '../../../../domain/mass-credit.ts'
import { ApiFailure } from '../../../lib/api-client.ts'
import { formatNumber } from '../../../lib/format.ts'
import { useUiStore } from '../../../lib/ui-store.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { UploadConfirmModal } from '../ui/upload-confirm-modal.tsx'
import { checkFile, downloadTemplate, type MassCreditCheck, type MassCreditFields, uploadFile } from './api.ts'
import { RowsTable } from './rows-table.tsx'
import { MASS_CREDIT_SCREENS } from './screens.ts'
import './mass-credit.css'

type Flow =
  | { step: 'idle' }
  | { step: 'checking'; file: File }
  | { step: 'checked'; file: File; check: MassCreditCheck; key: string }
  | { step: 'uploading'; file: File; check: MassCreditCheck; key: string; sent: number }

const showFailure = (error: unknown) => {
  if (error instanceof ApiFailure) useUiStore.getState().showError({ code: error.code, message: error.message })
}

/**
 * `/admin/massCredit/new` (spec 3 §2.11, §4 "Mass credit flow"): type, a campaign's title and points,
 * the template, the file, the server's check in a modal (Cancel and Upload), then the upload and
 * the dashboard. A failed check clears the file and starts again.
 */
export function MassCreditNewPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const ids = { type: useId(), title: useId(), points: useId(), file: useId(), fileHint: useId() }
  const [type, setType] = useState<MassCreditType>()
  const [title, setTitle] = useState('')
  const [points, setPoints] = useState('')
  const [flow, setFlow] = useState<Flow>({ step: 'idle' })
  const [inputKey, setInputKey] = useState(0)
  const checkAbort = useRef<AbortController>(undefined)

  const fields: MassCreditFields | undefined = type && (type === 'refund' ? { type } : { type, title: title.trim(), points: points.trim() })
  const ready = fields !== undefined && campaignFields(fields) !== undefined
  const hint = !type ? t('adminMassCredit.new.typeFirst') : !ready ? t('adminMassCredit.new.campaignFields') : t('adminMassCredit.new.fileHint', { max: formatNumber(MAX_MASS_CREDIT_ROWS) })

  const reset = () => {
    checkAbort.current?.abort()
    setFlow({ step: 'idle' })
    setInputKey((k) => k + 1)
  }

  const choose = async (file: File | undefined) => {
    if (!file || !fields) return
    const abort = new AbortController()
    checkAbort.current = abort
    setFlow({ step: 'checking', file })
    try {
      const check = await checkFile(fields, file, abort.signal)
      setFlow({ step: 'checked', file, check, key: crypto.randomUUID() })
    } catch (error) {
      if (abort.signal.aborted) return
      showFailure(error)
      reset()
    }
  }

  const upload = async () => {
    if (flow.step !== 'checked' || !fields) return
    setFlow({ ...flow, step: 'uploading', sent: 0 })
    try {
      // The key stays with this checked file: a retry after a lost answer makes no second batch.
      await uploadFile(fields, flow.file, flow.key, (sent) => setFlow((f) => (f.step === 'uploading' ? { ...f, sent } : f)))
      await navigate({ to: MASS_CREDIT_SCREENS.dashboard })
    } catch (error) {
      showFailure(error)
      setFlow({ ...flow, step: 'checked' })
    }
  }

  const shown = flow.step === 'checked' || flow.step === 'uploading'
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminMassCredit.new.title')} back={<Link to={MASS_CREDIT_SCREENS.dashboard}>{t('adminMassCredit.back')}</Link>} />
      <fieldset className="field mass-credit-step">
        <legend>{t('adminMassCredit.new.type')}</legend>
        <div className="mass-credit-types">
          {MASS_CREDIT_TYPES.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={ids.type}
                value={option}
                checked={type === option}
                disabled={flow.step !== 'idle'}
                onChange={() => {
                  setType(option)
                  reset()
                }}
              />{' '}
              {t(`adminMassCredit.types.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'campaign' && (
        <div className="mass-credit-step">
          <div className="field">
            <label htmlFor={ids.title}>{t('adminMassCredit.new.campaignTitle')}</label>
            <input id={ids.title} value={title} maxLength={120} disabled={flow.step !== 'idle'} onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={ids.points}>{t('adminMassCredit.new.campaignPoints')}</label>
            <input id={ids.points} inputMode="numeric" pattern="[0-9]*" value={points} disabled={flow.step !== 'idle'} onChange={(e) => setPoints(e.target.value)} />
          </div>
        </div>
      )}
      {type && (
        <section className="mass-credit-step">
          <button type="button" className="button secondary" onClick={() => void downloadTemplate(type).catch(showFailure)}>
            {t('adminMassCredit.new.template', { type: t(`adminMassCredit.types.${type}`) })}
          </button>
        </section>
      )}
      <section className="mass-credit-step">
        <div className="field">
          <label htmlFor={ids.file}>{t('adminMassCredit.new.file')}</label>
          <p id={ids.fileHint} className="field-hint">
            {hint}
          </p>
          <input
            key={inputKey}
            id={ids.file}
            type="file"
            accept=".csv,text/csv"
            disabled={!ready || flow.step !== 'idle'}
            aria-describedby={ids.fileHint}
            onChange={(e) => void choose(e.currentTarget.files?.[0])}
          />
        </div>
        {flow.step === 'checking' && (
          <div>
            <p role="status">{t('adminMassCredit.new.checking', { file: flow.file.name })}</p>
            <button type="button" className="button secondary" onClick={reset}>
              {t('adminMassCredit.cancel')}
            </button>
          </div>
        )}
      </section>
      <UploadConfirmModal
        open={shown}
        title={t('adminMassCredit.new.confirmTitle')}
        cancelText={t('adminMassCredit.cancel')}
        confirmText={t('adminMassCredit.new.upload')}
        onCancel={reset}
        onConfirm={() => void upload()}
        canConfirm={shown && flow.check.totals.matched > 0}
        sent={flow.step === 'uploading' ? flow.sent : undefined}
        progressLabel={t('adminMassCredit.new.progress')}
        sendingText={(percent) => t('adminMassCredit.new.uploading', { percent })}
      >
        {shown && (
          <>
            <ul className="mass-credit-totals" aria-label={t('adminMassCredit.new.totals')}>
              <li>{t('adminMassCredit.new.totalRows', { count: flow.check.totals.rows, n: formatNumber(flow.check.totals.rows) })}</li>
              <li>{t('adminMassCredit.new.totalMatched', { n: formatNumber(flow.check.totals.matched) })}</li>
              <li className={flow.check.totals.rejected ? 'mass-credit-unmatched' : undefined}>{t('adminMassCredit.new.totalRejected', { n: formatNumber(flow.check.totals.rejected) })}</li>
              <li>{t('adminMassCredit.new.totalPoints', { n: formatNumber(flow.check.totals.points) })}</li>
            </ul>
            <RowsTable rows={flow.check.data} caption={t('adminMassCredit.new.rowsCaption', { file: flow.file.name })} />
            {flow.check.data.length < flow.check.totals.rows && <p>{t('adminMassCredit.more', { count: formatNumber(flow.check.totals.rows - flow.check.data.length) })}</p>}
          </>
        )}
      </UploadConfirmModal>
    </div>
  )
}
