import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useId, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AdminVoucherType, MAX_VOUCHER_UPLOAD } from '../../../../domain/vouchers.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { formatNumber } from '../../../lib/format.ts'
import { useUiStore } from '../../../lib/ui-store.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { checkVoucherCsv } from './api/check-voucher-csv.ts'
import { downloadTemplate } from './api/download-template.ts'
import { fetchVoucherBatches } from './api/fetch-voucher-batches.ts'
import { uploadVouchers } from './api/upload-vouchers.ts'
import { isCsvFile, nextFlow, problemsOf, START } from './upload-flow.ts'
import { UploadDialog } from './upload-dialog.tsx'
import { useFound } from './use-found.ts'
import { VoucherTypeFacts } from './voucher-type-facts.tsx'
import { VOUCHER_SCREENS } from './voucher-screens.ts'
import './vouchers.css'

/** `/admin/voucher/upload?id=`: codes for one voucher type, from a CSV (spec 3 §4 "Voucher upload"). */
export function VoucherUploadPage({ typeId }: { typeId: number }) {
  const { t } = useTranslation()
  const load = useCallback(() => fetchVoucherBatches(typeId), [typeId])
  const { loaded, reload } = useFound(load, 'voucherTypeNotFound')
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={loaded.status === 'ready' ? t('adminVouchers.upload.titleFor', { name: loaded.data.type.name }) : t('adminVouchers.upload.title')}
        back={<Link to={VOUCHER_SCREENS.dashboard}>{t('adminVouchers.back')}</Link>}
      />
      <LoadView loaded={loaded} failedText={t('adminVouchers.upload.loadFailed')} onRetry={reload}>
        {({ type }) => (
          <>
            <VoucherTypeFacts type={type} />
            {type.milestone === null ? (
              <UploadSteps type={type} />
            ) : (
              <p className="notice" role="status">
                {t('errors.milestoneVoucherType')}
              </p>
            )}
          </>
        )}
      </LoadView>
    </div>
  )
}

function UploadSteps({ type }: { type: AdminVoucherType }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const ids = { template: useId(), file: useId(), fileHint: useId() }
  const [flow, send] = useReducer(nextFlow, START)
  const [fileProblem, setFileProblem] = useState<string>()
  const [downloading, setDownloading] = useState(false)
  // The file input is drawn anew when the upload starts again, so it holds no file (spec 3 §8).
  const [inputKey, setInputKey] = useState(0)
  const checkAbort = useRef<AbortController>(undefined)

  const reset = () => {
    checkAbort.current?.abort()
    send({ type: 'reset' })
    setInputKey((k) => k + 1)
  }

  const choose = async (file: File | undefined) => {
    setFileProblem(undefined)
    if (!file) return
    if (!isCsvFile(file)) {
      setFileProblem(t('adminVouchers.upload.notCsv', { file: file.name }))
      setInputKey((k) => k + 1)
      return
    }
    const abort = new AbortController()
    checkAbort.current = abort
    send({ type: 'chosen', file })
    try {
      send({ type: 'checked', check: await checkVoucherCsv(file, abort.signal) })
    } catch (error) {
      // A failed check is told in the error modal and the upload starts again (spec 3 §8); a cancelled one needs nothing.
      if (abort.signal.aborted) return
      if (error instanceof ApiFailure) useUiStore.getState().showError({ code: error.code, message: error.message })
      reset()
    }
  }

  const upload = async () => {
    if (flow.step !== 'checked') return
    send({ type: 'confirmed' })
    try {
      await uploadVouchers(type.id, flow.file, (fraction) => send({ type: 'sent', fraction }))
      await navigate({ to: VOUCHER_SCREENS.batches, search: { id: type.id } })
    } catch (error) {
      const problems = error instanceof ApiFailure && error.code === 'voucherCsvInvalid' ? problemsOf(error.fields) : []
      if (problems.length) return send({ type: 'refused', problems })
      if (error instanceof ApiFailure) useUiStore.getState().showError({ code: error.code, message: error.message })
      reset()
    }
  }

  const busy = flow.step !== 'idle'
  return (
    <>
      <section className="voucher-upload-step" aria-labelledby={ids.template}>
        <h2 id={ids.template}>{t('adminVouchers.upload.templateTitle')}</h2>
        <p>{t('adminVouchers.upload.templateHint')}</p>
        <button
          type="button"
          className="button secondary"
          disabled={downloading}
          onClick={() => {
            setDownloading(true)
            void downloadTemplate()
              .catch(() => undefined)
              .finally(() => setDownloading(false))
          }}
        >
          {t('adminVouchers.upload.downloadTemplate')}
        </button>
      </section>
      <section className="voucher-upload-step" aria-labelledby={`${ids.file}-title`}>
        <h2 id={`${ids.file}-title`}>{t('adminVouchers.upload.fileTitle')}</h2>
        <div className="field">
          <label htmlFor={ids.file}>{t('adminVouchers.upload.file')}</label>
          <p id={ids.fileHint} className="field-hint">
            {t('adminVouchers.upload.fileHint', { maxVoucherUpload: formatNumber(MAX_VOUCHER_UPLOAD) })}
          </p>
          <input
            key={inputKey}
            id={ids.file}
            type="file"
            accept=".csv"
            disabled={busy}
            aria-describedby={ids.fileHint}
            aria-invalid={fileProblem ? true : undefined}
            onChange={(e) => void choose(e.currentTarget.files?.[0])}
          />
          {fileProblem && (
            <p className="field-error" role="alert">
              {fileProblem}
            </p>
          )}
        </div>
        {flow.step === 'checking' && (
          <div className="voucher-checking">
            <p role="status">{t('adminVouchers.upload.checking', { file: flow.file.name })}</p>
            <button type="button" className="button secondary" onClick={reset}>
              {t('adminVouchers.upload.cancel')}
            </button>
          </div>
        )}
      </section>
      <UploadDialog flow={flow} typeName={type.name} onUpload={() => void upload()} onCancel={reset} />
    </>
  )
}
