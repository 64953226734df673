import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ZodType } from 'zod'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { ApiFailure } from '../../../lib/api-client.ts'

export interface SettingField {
  /** Where the value sits, dot-separated (`supportHours.bm`): also the path the API's refusals name. */
  path: string
  label: string
  type?: 'text' | 'email' | 'url' | 'number'
  lang?: string
}

type Tree = Record<string, unknown>
const valueAt = (tree: unknown, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree)
function withValue<T>(tree: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]]
  const copy = (Array.isArray(tree) ? [...tree] : { ...(tree as Tree) }) as Tree
  copy[key] = rest.length === 0 ? value : withValue(copy[key], rest.join('.'), value)
  return copy as T
}

interface SettingsSectionProps<T> {
  id: string
  title: string
  initial: T
  fields: SettingField[]
  /** The API's own rules, checked before sending. */
  schema: ZodType
  save: (value: T) => Promise<unknown>
}

/** One section of the settings page, saved by its own form: checked here, then by the API, its refusals beside their fields. */
export function SettingsSection<T>({ id, title, initial, fields, schema, save }: SettingsSectionProps<T>) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [value, setValue] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [outcome, setOutcome] = useState<{ saved: boolean; text: string }>()
  const [saving, setSaving] = useState(false)

  const showProblems = (problems: readonly { path: string; code: string }[]) => setErrors(Object.fromEntries(problems.map((p) => [p.path, errorText(p.code)])))

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setOutcome(undefined)
    const checked = schema.safeParse(value)
    if (!checked.success) return showProblems(checked.error.issues.map((i) => ({ path: i.path.join('.'), code: i.message })))
    setErrors({})
    setSaving(true)
    try {
      await save(checked.data as T)
      setOutcome({ saved: true, text: t('adminSettings.saved') })
    } catch (error) {
      const failure = error instanceof ApiFailure ? error : undefined
      if (failure && failure.fields.length > 0) showProblems(failure.fields)
      setOutcome({ saved: false, text: errorText(failure?.code ?? 'internal') ?? '' })
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="settings-section" aria-labelledby={`settings-${id}`}>
      <h2 id={`settings-${id}`}>{title}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`settings-${id}`}>
        {fields.map((f) => (
          <TextField
            key={f.path}
            label={f.label}
            lang={f.lang}
            type={f.type ?? 'text'}
            inputMode={f.type === 'number' ? 'decimal' : undefined}
            value={String(valueAt(value, f.path) ?? '')}
            onChange={(e) => setValue(withValue(value, f.path, f.type === 'number' && e.target.value !== '' ? Number(e.target.value) : e.target.value))}
            error={errors[f.path]}
          />
        ))}
        {outcome && (
          <p className={outcome.saved ? 'form-success' : 'form-error'} role={outcome.saved ? 'status' : 'alert'}>
            {outcome.text}
          </p>
        )}
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('adminSettings.saving') : t('adminSettings.save', { section: title })}
        </button>
      </form>
    </section>
  )
}
