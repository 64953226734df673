import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { BrandAssignSchema, FORMAT_NAME_MAX, FormatNameSchema, SIZES, type AdminBrand } from '../../../../domain/catalogue.ts'
import { CheckboxField } from '../../../components/form/checkbox-field.tsx'
import { FieldError } from '../../../components/form/field-message.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { addFormat } from './api/add-format.ts'
import { assignFormat } from './api/assign-format.ts'
import { fetchFormats } from './api/fetch-formats.ts'
import { useBrand } from './use-brand.ts'
import './brands.css'

/** `/admin/brand/assign?id=`: one new format for the brand, in the sizes ticked. */
export function BrandAssignPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const brand = useBrand(id)
  const formats = useLoad(fetchFormats)
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminBrands.assign.title')}
        back={
          <Link to="/admin/brand/details" search={{ id }}>
            {t('adminBrands.assign.back')}
          </Link>
        }
      />
      <LoadView loaded={brand.loaded} failedText={t('adminBrands.loadFailed')} onRetry={brand.reload}>
        {(b) => (
          <LoadView loaded={formats.loaded} failedText={t('adminBrands.assign.formatsFailed')} onRetry={formats.reload}>
            {(names) => <AssignForm brand={b} formats={names} onFormatAdded={formats.reload} />}
          </LoadView>
        )}
      </LoadView>
    </div>
  )
}

const AssignFormSchema = BrandAssignSchema.omit({ id: true })
const resolver = zodResolver(AssignFormSchema)

interface AssignFormProps {
  brand: AdminBrand
  formats: string[]
  onFormatAdded: () => void
}

function AssignForm({ brand, formats, onFormatAdded }: AssignFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const { register, control, handleSubmit, setValue, formState } = useForm<z.input<typeof AssignFormSchema>, unknown, z.output<typeof AssignFormSchema>>({
    resolver,
    defaultValues: { format: '', size: [] },
  })
  const { errors, isSubmitting, isSubmitted } = formState
  // Formats the brand already has cannot be given to it again (spec 3 §5).
  const held = new Set(brand.format.map((f) => f.name))
  const [newFormat, setNewFormat] = useState('')
  const [newFormatError, setNewFormatError] = useState<string>()

  const createFormat = async () => {
    const parsed = FormatNameSchema.safeParse(newFormat)
    setNewFormatError(parsed.success ? undefined : parsed.error.issues[0]?.message)
    if (!parsed.success) return
    const added = await addFormat(parsed.data).catch(() => undefined)
    if (!added) return
    setNewFormat('')
    onFormatAdded()
    setValue('format', added.name, { shouldValidate: isSubmitted })
  }

  const submit = handleSubmit(async ({ format, size }) => {
    const saved = await assignFormat({ id: brand.id, format, size }).catch(() => undefined)
    if (saved) await navigate({ to: '/admin/brand/details', search: { id: brand.id } })
  })

  return (
    <form className="card assign-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="assign-brand">{t('adminBrands.assign.forBrand', { name: brand.name })}</p>
      <Controller
        control={control}
        name="format"
        render={({ field }) => (
          <fieldset className="choice-group" aria-describedby={errors.format ? 'assign-format-error' : undefined}>
            <legend>{t('adminBrands.assign.format')}</legend>
            {formats.length === 0 && <p className="field-hint">{t('adminBrands.assign.noFormats')}</p>}
            {formats.map((name) => (
              <label key={name} className="choice">
                <input
                  type="radio"
                  name={field.name}
                  value={name}
                  checked={field.value === name}
                  disabled={held.has(name)}
                  onChange={() => field.onChange(name)}
                  onBlur={field.onBlur}
                />
                <span>{held.has(name) ? t('adminBrands.assign.formatTaken', { format: name }) : name}</span>
              </label>
            ))}
            <FieldError id="assign-format-error" text={errorText(errors.format?.message)} />
          </fieldset>
        )}
      />
      <div className="new-format">
        <TextField
          label={t('adminBrands.assign.newFormat')}
          hint={t('adminBrands.assign.newFormatHint')}
          maxLength={FORMAT_NAME_MAX}
          value={newFormat}
          error={errorText(newFormatError)}
          onChange={(e) => setNewFormat(e.target.value)}
          // Enter here adds the format rather than sending the whole form.
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            void createFormat()
          }}
        />
        <button type="button" className="button secondary" onClick={() => void createFormat()}>
          {t('adminBrands.assign.addFormat')}
        </button>
      </div>
      <fieldset className="choice-group" aria-describedby={errors.size ? 'assign-size-error' : undefined}>
        <legend>{t('adminBrands.assign.sizes')}</legend>
        <div className="size-choices">
          {SIZES.map((size) => (
            <CheckboxField key={size} label={size.toUpperCase()} value={size} {...register('size')} />
          ))}
        </div>
        <FieldError id="assign-size-error" text={errorText(errors.size?.message ?? errors.size?.root?.message)} />
      </fieldset>
      <SendButton className="button wide" busy={isSubmitting}>
        {t('adminBrands.assign.submit')}
      </SendButton>
    </form>
  )
}
