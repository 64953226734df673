import { type FormEvent, useState } from 'react'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { showRefusal } from './submit-refusal.ts'

type Problems<F extends string> = Partial<Record<F, string>>

/**
 * What a back-office form of plain texts keeps: its texts, each field's error code, and whether it is
 * sending. `submit(event, check, send)` is the form's submit: the check's problems show beside
 * their fields and nothing is sent; else it sends, and a refusal goes beside the field its code
 * names in `fieldOfCode`, or to the error modal (showRefusal).
 */
export function useTextsForm<T extends string, F extends string = T>(initial: Record<T, string>, fieldOfCode: Partial<Record<string, T | F>> = {}) {
  const errorText = useErrorText()
  const [texts, setTexts] = useState(initial)
  const [errors, setErrors] = useState<Problems<T | F>>({})
  const [sending, setSending] = useState(false)

  /** A text field's value, error text and change handler, to spread on TextField or TextAreaField. */
  const text = (name: T) => ({
    value: texts[name],
    error: errorText(errors[name]),
    onChange: (e: { target: { value: string } }) => setTexts((v) => ({ ...v, [name]: e.target.value })),
  })

  const submit = async (event: FormEvent, check: () => Problems<T | F>, send: () => Promise<unknown>) => {
    event.preventDefault()
    const found = check()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSending(true)
    try {
      await send()
    } catch (error) {
      showRefusal(error, fieldOfCode, (name, code) => setErrors({ [name]: code } as Problems<T | F>))
    } finally {
      setSending(false)
    }
  }

  /** The error text of a field that is not a text (an image, a choice). */
  const errorOf = (name: T | F) => errorText(errors[name])

  return { texts, text, errorOf, sending, submit }
}
