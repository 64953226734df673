import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AdminBrand, compareSizes } from '../../../../domain/catalogue.ts'
import { MAX_BATCH_QUANTITY } from '../../../../domain/code-batches.ts'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchBatches } from './api/fetch-batches.ts'
import { generateBatch } from './api/generate-batch.ts'

/** `/admin/scancode/generate`: brand, then format, then size; quantity and points per code. */
export function GenerateBatchPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [brands, setBrands] = useState<AdminBrand[]>()
  const [brandId, setBrandId] = useState('')
  const [formatId, setFormatId] = useState('')
  const [sizeId, setSizeId] = useState('')
  const [quantity, setQuantity] = useState('')
  const [points, setPoints] = useState('')
  const [missing, setMissing] = useState(false)
  const [sending, setSending] = useState(false)

  // The batch dashboard names the brands a batch may be made for (spec 3: `brands`).
  useEffect(() => void fetchBatches().then((d) => setBrands(d.brands), () => setBrands([])), [])

  const brand = brands?.find((b) => String(b.id) === brandId)
  const format = brand?.format.find((f) => String(f.id) === formatId)
  const sizes = [...(format?.size ?? [])].sort((a, b) => compareSizes(a.name, b.name))

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const values = { brandId: Number(brandId), formatId: Number(formatId), sizeId: Number(sizeId), quantity: Number(quantity), points: Number(points) }
    const complete = Object.values(values).every((v) => Number.isInteger(v) && v > 0) && values.quantity <= MAX_BATCH_QUANTITY
    setMissing(!complete)
    if (!complete) return
    setSending(true)
    const batch = await generateBatch(values).catch(() => undefined)
    setSending(false)
    if (batch) await navigate({ to: '/admin/scancode/dashboard' })
  }

  if (!brands) return <p>{t('common.loading')}</p>
  return (
    <div className="admin-page narrow">
      <AdminPageHeader title={t('adminCodes.generateTitle')} back={<Link to="/admin/scancode/dashboard">{t('adminCodes.back')}</Link>} />
      <form noValidate onSubmit={(e) => void submit(e)}>
        {missing && (
          <p className="field-error" role="alert">
            {t('errors.fillAllFieldsInForm')}
          </p>
        )}
        <SelectField
          label={t('adminCodes.brand')}
          placeholder={t('form.choose')}
          options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
          value={brandId}
          onChange={(e) => {
            setBrandId(e.target.value)
            setFormatId('')
            setSizeId('')
          }}
        />
        <SelectField
          label={t('adminCodes.format')}
          placeholder={t('form.choose')}
          options={(brand?.format ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
          value={formatId}
          disabled={!brand}
          onChange={(e) => {
            setFormatId(e.target.value)
            setSizeId('')
          }}
        />
        <SelectField
          label={t('adminCodes.size')}
          placeholder={t('form.choose')}
          options={sizes.map((s) => ({ value: String(s.id), label: s.name.toUpperCase() }))}
          value={sizeId}
          disabled={!format}
          onChange={(e) => setSizeId(e.target.value)}
        />
        <TextField label={t('adminCodes.quantity')} hint={t('adminCodes.quantityHint', { max: MAX_BATCH_QUANTITY.toLocaleString('en-MY') })} inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value.replace(/\D/g, ''))} />
        <TextField label={t('adminCodes.pointsPerCode')} inputMode="numeric" value={points} onChange={(e) => setPoints(e.target.value.replace(/\D/g, ''))} />
        <SendButton busy={sending}>
          {t('adminCodes.generate')}
        </SendButton>
      </form>
    </div>
  )
}
