import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { UNIQUE_CODE_LENGTH } from '../../../domain/unique-code.ts'
import { TextField } from '../../components/form/text-field.tsx'
import { SendButton } from '../../components/send-button.tsx'
import { useUiStore } from '../../lib/ui-store.ts'

/** Typing the code: upper-cased as typed, at most 10; anything but exactly 10 gets the spec's alert. */
export function KeyInForm({ onCode, busy }: { onCode: (code: string) => void; busy: boolean }) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (code.length !== UNIQUE_CODE_LENGTH) {
      useUiStore.getState().showError({ code: 'codeFormat', message: 'Please enter at least 10 characters for the unique code.' })
      return
    }
    onCode(code)
  }

  return (
    <form className="key-in-form" noValidate onSubmit={submit}>
      <TextField
        label={t('scan.keyInLabel')}
        hint={t('scan.keyInHint')}
        value={code}
        maxLength={UNIQUE_CODE_LENGTH}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setCode(e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
        className="code-input"
      />
      <SendButton className="button wide" busy={busy}>
        {t('scan.submitCode')}
      </SendButton>
    </form>
  )
}
