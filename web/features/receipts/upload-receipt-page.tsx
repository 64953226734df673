import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { businessDate, shiftDays } from '../../../domain/business-time.ts'
import { DEFAULT_RECEIPT_START_DATE, RECEIPT_FILE_ACCEPT, RECEIPT_MAX_BYTES, RECEIPT_WINDOW_DAYS, receiptDateProblem } from '../../../domain/receipt-rules.ts'
import { isRetryableStatus } from '../../../domain/retryable-status.ts'
import { DateSelect, isWholeDate } from '../../components/form/date-select.tsx'
import { LoadFailed } from '../../components/load-view.tsx'
import { SelectField } from '../../components/form/select-field.tsx'
import { TextField } from '../../components/form/text-field.tsx'
import { Modal } from '../../components/modal.tsx'
import type { ApiFailure } from '../../lib/api-client.ts'
import { useUiStore } from '../../lib/ui-store.ts'
import { useOnline } from '../../lib/use-online.ts'
import { fetchUploadOptions, type UploadOptions } from './api/fetch-upload-options.ts'
import { checkReceiptFile, type ReceiptFile, type ReceiptFileProblem } from './check-receipt-file.ts'
import { uploadReceipt } from './api/upload-receipt.ts'
import { isFilled, isHalfFilled, type ProductRow, ProductRows } from './product-rows.tsx'
import { ReceiptHistory } from './receipt-history.tsx'
import { ReceiptImage } from './receipt-image.tsx'
import { useReceiptStore } from './receipt-store.ts'
import { ReceiptSamples } from './receipt-samples.tsx'
import { ReceiptTerms } from './receipt-terms.tsx'
import { track } from '../../lib/tracking.ts'

const MAX_MB = RECEIPT_MAX_BYTES / (1024 * 1024)
/** The network, the server or a rate limit failed, not the receipt: sending it again may work. */
const canRetry = (failure: ApiFailure) => isRetryableStatus(failure.status)

/** `/uploadReceipt`: a receipt's photo or PDF, its store, date, invoice number and products. */
export function UploadReceiptPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const fileInputId = useId()
  const [options, setOptions] = useState<UploadOptions | 'failed'>()
  const [image, setImage] = useState<ReceiptFile | null>(null)
  const [fileProblem, setFileProblem] = useState<ReceiptFileProblem | null>(null)
  const [checkingFile, setCheckingFile] = useState(false)
  const [retailerId, setRetailerId] = useState('')
  const [otherStore, setOtherStore] = useState('')
  const [receiptDate, setReceiptDate] = useState('')
  const [invoiceNo, setInvoiceNo] = useState('')
  const [rows, setRows] = useState<ProductRow[]>([{ skuId: '', quantity: '' }])
  const [uploading, setUploading] = useState(false)
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  // The years offered follow Malaysia's calendar, which the receipt's date rule checks against.
  const thisYear = Number(businessDate(new Date()).slice(0, 4))
  const online = useOnline()

  const loadOptions = () => void fetchUploadOptions().then(setOptions, () => setOptions('failed'))
  useEffect(loadOptions, [])

  const alert = (code: string, message: string) => useUiStore.getState().showError({ code, message })
  const retailer = typeof options === 'object' ? options.retailers.find((r) => String(r.value) === retailerId) : undefined

  /** The checks of spec 2 §5, in its order, each with its message; the server checks them again. */
  const problem = (): [string, string] | undefined => {
    if (!image || !retailer || !isWholeDate(receiptDate) || !invoiceNo.trim()) return ['receiptFieldsRequired', 'Please fill in all the fields to submit your receipt.']
    if (retailer.isOther && !otherStore.trim()) return ['receiptStoreRequired', 'Please specify the store of purchased.']
    if (!rows.some(isFilled) || rows.some(isHalfFilled)) return ['receiptProductsRequired', 'Please select your product purchased and add quantity to proceed']
    const today = businessDate(new Date())
    const dateProblem = receiptDateProblem(receiptDate, today, DEFAULT_RECEIPT_START_DATE, shiftDays(today, -RECEIPT_WINDOW_DAYS))
    if (dateProblem) return [dateProblem, '']
    return undefined
  }

  const fields = () => ({
    image: image!.file,
    retailerId,
    receiptDate,
    invoiceNo: invoiceNo.trim(),
    products: JSON.stringify(rows.filter(isFilled).map((r) => ({ skuId: Number(r.skuId), quantity: Number(r.quantity) }))),
    ...(retailer?.isOther ? { otherStore: otherStore.trim() } : {}),
  })

  const submit = async () => {
    const found = problem()
    if (found) return alert(...found)
    const idempotencyKey = crypto.randomUUID()
    const form = fields()
    const keep = async () => {
      const { enqueue } = await import('../../lib/outbox-bridge.ts')
      await enqueue({ kind: 'receipt', label: form.invoiceNo, request: { path: 'receipt/upload', form }, idempotencyKey })
      useUiStore.getState().notify({ key: 'outbox.queued', values: { label: form.invoiceNo } })
      await navigate({ to: '/outbox' })
    }
    setUploading(true)
    try {
      if (!navigator.onLine) return await keep()
      const answer = await uploadReceipt(form, idempotencyKey)
      useReceiptStore.getState().uploaded(answer)
      track({ event: 'receiptUploaded', products: form.products.length })
      await navigate({ to: '/uploadReceipt/success' })
    } catch (error) {
      const reason = error as ApiFailure
      // Kept in the outbox when sending again may work; said at once when the receipt was refused,
      // or when even keeping it failed.
      if (!canRetry(reason)) return setFailure(reason)
      await keep().catch(() => setFailure(reason))
    } finally {
      setUploading(false)
    }
  }

  const chooseFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0]
    // Cleared, so choosing the same file again (after fixing it) is noticed.
    input.value = ''
    if (!file) return
    setCheckingFile(true)
    setFileProblem(null)
    try {
      const checked = await checkReceiptFile(file)
      if ('problem' in checked) setFileProblem(checked.problem)
      else setImage(checked)
    } finally {
      setCheckingFile(false)
    }
  }

  const fileDescribedBy = fileProblem ? `${fileInputId}-error ${fileInputId}-hint` : `${fileInputId}-hint`

  if (!options) return <p className="page" role="status">{t('common.loading')}</p>
  if (options === 'failed') {
    return (
      <section className="page narrow">
        <h1>{t('receipt.title')}</h1>
        <LoadFailed
          text={t('receipt.optionsFailed')}
          onRetry={() => {
            setOptions(undefined)
            loadOptions()
          }}
        />
      </section>
    )
  }
  return (
    <section className="page narrow receipt-page">
      <h1>{t('receipt.title')}</h1>
      <p>{t('receipt.lead')}</p>
      {/* Offline the form still works (the receipt waits in the outbox): a quiet word, not an error. */}
      {!online && (
        <p className="notice" role="status">
          {t('receipt.offline')}
        </p>
      )}
      <ReceiptSamples />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!uploading) void submit()
        }}
      >
        <fieldset>
          <legend>{t('receipt.image')}</legend>
          {image ? (
            <ReceiptImage receipt={image} onRemove={() => setImage(null)} />
          ) : (
            <div className="file-choice">
              <label className="button secondary" htmlFor={`${fileInputId}-camera`}>
                {t('receipt.takePhoto')}
              </label>
              <input
                id={`${fileInputId}-camera`}
                className="visually-hidden"
                type="file"
                accept="image/*"
                capture="environment"
                aria-invalid={fileProblem !== null}
                aria-describedby={fileDescribedBy}
                onChange={(e) => void chooseFile(e.target)}
              />
              <label className="button secondary" htmlFor={fileInputId}>
                {t('receipt.chooseFile')}
              </label>
              <input
                id={fileInputId}
                className="visually-hidden"
                type="file"
                accept={RECEIPT_FILE_ACCEPT}
                aria-invalid={fileProblem !== null}
                aria-describedby={fileDescribedBy}
                onChange={(e) => void chooseFile(e.target)}
              />
              <p id={`${fileInputId}-hint`} className="field-hint">
                {checkingFile ? t('receipt.checkingFile') : t('receipt.imageHint')}
              </p>
              {fileProblem && (
                <p id={`${fileInputId}-error`} className="field-error" role="alert">
                  {t(`receipt.fileProblem.${fileProblem}`, { max: MAX_MB })}
                </p>
              )}
            </div>
          )}
        </fieldset>
        <SelectField
          label={t('receipt.store')}
          placeholder={t('form.choose')}
          options={options.retailers.map((r) => ({ value: String(r.value), label: r.isOther ? t('receipt.others') : r.label }))}
          value={retailerId}
          onChange={(e) => setRetailerId(e.target.value)}
        />
        {retailer?.isOther && <TextField label={t('receipt.storeName')} maxLength={100} value={otherStore} onChange={(e) => setOtherStore(e.target.value)} />}
        <DateSelect label={t('receipt.date')} years={[thisYear, thisYear - 1]} value={receiptDate} onChange={setReceiptDate} hint={t('receipt.dateHint')} />
        <TextField label={t('receipt.invoiceNo')} maxLength={60} autoCapitalize="characters" value={invoiceNo} onChange={(e) => setInvoiceNo(e.target.value)} />
        <ProductRows skus={options.skus} rows={rows} onChange={setRows} />
        <ReceiptTerms />
        <button type="submit" className="button wide" disabled={uploading} aria-busy={uploading}>
          {uploading ? t('receipt.uploading') : t('receipt.submit')}
        </button>
      </form>
      <p>
        <Link to="/uploadReceipt/producttable">{t('receipt.pointChart')}</Link>
      </p>
      <ReceiptHistory />
      <Modal
        open={failure !== null}
        title={t('receipt.failedTitle')}
        onClose={() => setFailure(null)}
        actions={
          failure && canRetry(failure) ? (
            <>
              <button type="button" className="button secondary" onClick={() => setFailure(null)}>
                {t('common.close')}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setFailure(null)
                  void submit()
                }}
              >
                {t('receipt.submitAgain')}
              </button>
            </>
          ) : (
            <button type="button" className="button" onClick={() => setFailure(null)}>
              {t('common.okay')}
            </button>
          )
        }
      >
        {failure && <p>{t(`errors.${failure.code}`, { defaultValue: failure.message })}</p>}
      </Modal>
    </section>
  )
}
