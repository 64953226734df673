import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_LISTED_PROBLEMS, VOUCHER_CODE_MAX } from '../../../../domain/vouchers.ts'
import { Modal } from '../../../components/modal.tsx'
import { formatNumber } from '../../../lib/format.ts'
import type { CsvCheck } from './api/check-voucher-csv.ts'
import { canUpload, formatFileSize, notListed, type UploadFlow } from './upload-flow.ts'

interface UploadDialogProps {
  flow: UploadFlow
  typeName: string
  onUpload: () => void
  onCancel: () => void
}

/**
 * The confirm dialog of a checked voucher CSV (spec 3 §4): the file, its total and its codes (the
 * first listed, scrolling within 450 px, spec 3 §9), or the lines at fault and then no Upload.
 * While the file is sent and imported it says how far it is, and cannot be closed.
 */
export function UploadDialog({ flow, typeName, onUpload, onCancel }: UploadDialogProps) {
  const { t } = useTranslation()
  const shown = flow.step === 'checked' || flow.step === 'uploading' || flow.step === 'importing'
  const sending = flow.step === 'uploading' || flow.step === 'importing'
  const check = shown ? flow.check : undefined
  const faulty = check !== undefined && !canUpload(check)
  return (
    <Modal
      open={shown}
      title={faulty ? t('adminVouchers.upload.problemsTitle') : t('adminVouchers.upload.confirmTitle', { name: typeName })}
      onClose={onCancel}
      dismissible={!sending}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onCancel} disabled={sending}>
            {t('adminVouchers.upload.cancel')}
          </button>
          {!faulty && (
            <button type="button" className="button" onClick={onUpload} disabled={sending}>
              {t('adminVouchers.upload.upload')}
            </button>
          )}
        </>
      }
    >
      {shown && check && (
        <>
          <p className="voucher-file">{t('adminVouchers.upload.fileFacts', { file: flow.file.name, size: formatFileSize(flow.file.size) })}</p>
          {faulty ? <CsvProblems check={check} /> : <CodesPreview check={check} />}
          {flow.step === 'uploading' && (
            <div className="voucher-progress">
              <progress value={flow.sent} max={1} aria-label={t('adminVouchers.upload.progressLabel')} />
              <p role="status">{t('adminVouchers.upload.uploading', { percent: Math.floor(flow.sent * 100), size: formatFileSize(flow.file.size) })}</p>
            </div>
          )}
          {flow.step === 'importing' && (
            <div className="voucher-progress">
              {/* No value: the server's import says nothing until it is done. */}
              <progress aria-label={t('adminVouchers.upload.progressLabel')} />
              <p role="status">{t('adminVouchers.upload.importing', { total: formatNumber(check.totalVouchers) })}</p>
            </div>
          )}
        </>
      )}
    </Modal>
  )
}

function CodesPreview({ check }: { check: CsvCheck }) {
  const { t } = useTranslation()
  const listId = useId()
  const more = notListed(check.totalVouchers, check.csvData.length)
  return (
    <>
      <p className="voucher-total">{t('adminVouchers.upload.total', { total: formatNumber(check.totalVouchers) })}</p>
      <h3 id={listId} className="visually-hidden">
        {t('adminVouchers.upload.codesLabel')}
      </h3>
      {/* Focusable so that a keyboard can scroll it. */}
      <div className="voucher-codes-preview" role="region" aria-labelledby={listId} tabIndex={0}>
        <ol>
          {check.csvData.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        {more > 0 && <p className="voucher-more">{t('adminVouchers.upload.more', { count: formatNumber(more) })}</p>}
      </div>
    </>
  )
}

function CsvProblems({ check }: { check: CsvCheck }) {
  const { t } = useTranslation()
  const listId = useId()
  const more = notListed(check.problemCount, Math.min(check.problems.length, MAX_LISTED_PROBLEMS))
  return (
    <>
      <p role="alert">{check.totalVouchers === 0 && check.problemCount === 0 ? t('errors.voucherCsvEmpty') : t('adminVouchers.upload.problemsIntro')}</p>
      {check.problems.length > 0 && (
        <div className="voucher-codes-preview" role="region" aria-labelledby={listId} tabIndex={0}>
          <h3 id={listId} className="visually-hidden">
            {t('adminVouchers.upload.problemsLabel')}
          </h3>
          <ul className="voucher-problems">
            {check.problems.map(({ line, problem }) => (
              <li key={line}>{t('adminVouchers.upload.problemLine', { line, problem: t(`adminVouchers.upload.problems.${problem}`, { max: VOUCHER_CODE_MAX }) })}</li>
            ))}
          </ul>
          {more > 0 && <p className="voucher-more">{t('adminVouchers.upload.moreLines', { count: formatNumber(more) })}</p>}
        </div>
      )}
    </>
  )
}
