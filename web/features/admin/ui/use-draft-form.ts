import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ZodType } from 'zod'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { ApiFailure } from '../../../lib/api-client.ts'

type FieldChange = React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>

/**
 * A back-office form kept as typed (`draft`) and checked on save by the same schema the API runs:
 * problems land on their fields, by the schema's or the API's field paths; anything else above the
 * buttons. `fieldsOf` turns the draft into what the schema reads (Malaysian times to instants, counts
 * to numbers).
 */
export function useDraftForm<Draft extends object, Fields>(
  initial: () => Draft,
  fieldsOf: (draft: Draft) => unknown,
  schema: ZodType<Fields>,
  onSubmit: (fields: Fields) => Promise<unknown>,
) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({})
  const [formError, setFormError] = useState<string>()
  const [saving, setSaving] = useState(false)

  const set = (name: keyof Draft) => (e: FieldChange) => setDraft({ ...draft, [name]: e.target.value })
  const showProblems = (problems: readonly { path: string; code: string }[]) =>
    setErrors(Object.fromEntries(problems.map((p) => [p.path, errorText(p.code)])) as Partial<Record<keyof Draft, string>>)

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    setFormError(undefined)
    const checked = schema.safeParse(fieldsOf(draft))
    if (!checked.success) return showProblems(checked.error.issues.map((i) => ({ path: i.path.join('.'), code: i.message })))
    setErrors({})
    setSaving(true)
    try {
      await onSubmit(checked.data)
    } catch (error) {
      if (error instanceof ApiFailure && error.fields.length > 0) showProblems(error.fields)
      else setFormError(error instanceof ApiFailure ? errorText(error.code) : t('errors.internal'))
    } finally {
      setSaving(false)
    }
  }
  return { draft, setDraft, set, errors, formError, saving, save }
}
