import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CATEGORY_NAME_MAX, type Category, CategoryAddSchema } from '../../../../domain/shop.ts'
import { CheckboxField } from '../../../components/form/checkbox-field.tsx'
import { FieldError } from '../../../components/form/field-message.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { SendButton } from '../../../components/send-button.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { addCategory } from './api/add-category.ts'

interface CategoryChoicesProps {
  categories: Category[]
  chosen: number[]
  error?: string
  onChange: (chosen: number[]) => void
  /** A category added here: it joins the list, ticked. */
  onAdded: (category: Category) => void
}

/** An item's categories by checkbox, and a new category added on the spot (spec 3 §2.5). */
export function CategoryChoices({ categories, chosen, error, onChange, onAdded }: CategoryChoicesProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const errorId = useId()
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string>()
  const [adding, setAdding] = useState(false)

  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id))

  const add = async () => {
    const parsed = CategoryAddSchema.safeParse({ name })
    setNameError(parsed.success ? undefined : parsed.error.issues[0]?.message)
    if (!parsed.success) return
    setAdding(true)
    try {
      const category = await addCategory(parsed.data.name)
      setName('')
      onAdded(category)
    } catch (failure) {
      // The name taken (letter case aside) and any other refusal are told beside the field.
      setNameError(failure instanceof ApiFailure ? failure.code : 'internal')
    } finally {
      setAdding(false)
    }
  }

  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined}>
      <legend>{t('adminShopItems.form.categories')}</legend>
      {categories.length === 0 && <p className="field-hint">{t('adminShopItems.form.noCategories')}</p>}
      <div className="category-choices">
        {categories.map((category) => (
          <CheckboxField key={category.id} label={category.name} checked={chosen.includes(category.id)} onChange={(e) => toggle(category.id, e.target.checked)} />
        ))}
      </div>
      <FieldError id={errorId} text={error} />
      <div className="new-category">
        <TextField
          label={t('adminShopItems.form.newCategory')}
          maxLength={CATEGORY_NAME_MAX}
          value={name}
          error={errorText(nameError)}
          onChange={(e) => setName(e.target.value)}
          // Enter here adds the category rather than sending the whole form.
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            void add()
          }}
        />
        <SendButton type="button" className="button secondary" busy={adding} onClick={() => void add()}>
          {t('adminShopItems.form.addCategory')}
        </SendButton>
      </div>
    </fieldset>
  )
}
