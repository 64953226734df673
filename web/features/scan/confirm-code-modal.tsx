import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { UNIQUE_CODE_LENGTH, isValidUniqueCode, normaliseCode } from '../../../domain/unique-code.ts'
import { Modal } from '../../components/modal.tsx'
import { TextField } from '../../components/form/text-field.tsx'
import type { CodeReading } from './ocr/ocr-bridge.ts'

interface ConfirmCodeModalProps {
  /** The doubtful reading; the dialog is open while there is one. */
  reading: Pick<CodeReading, 'code' | 'unsure'> | null
  /** The camera sent this code and the club refused it: asked about, as it may be a misread. */
  refused?: boolean
  onConfirm: (code: string) => void
  onScanAgain: () => void
}

/**
 * A read the reader is not sure of is never sent on its own: the member checks it against the
 * pack, corrects it if need be, and sends it, or scans again. The symbols the reader was least sure
 * of are marked, to check first. The code is checked as typed, so a slip that breaks the check
 * symbol is caught here rather than by the server. A code the camera sent and the club refused
 * comes back here too, as a misread is likelier than a member holding a bad pack.
 */
export function ConfirmCodeModal({ reading, refused = false, onConfirm, onScanAgain }: ConfirmCodeModalProps) {
  const { t } = useTranslation()
  const [edited, setEdited] = useState<string>()
  const [error, setError] = useState<string>()
  const value = edited ?? reading?.code ?? ''
  // A reading with symbols to check first; the field's hint says them in words for a screen reader.
  const marked = reading?.unsure.length ? reading : null
  const positions = marked?.unsure.map((position) => t('scan.confirm.markedPosition', { position: position + 1, symbol: marked.code[position] })).join('; ')
  const close = () => {
    setEdited(undefined)
    setError(undefined)
    onScanAgain()
  }
  const confirm = (event: React.FormEvent) => {
    event.preventDefault()
    const typed = normaliseCode(value)
    if (typed.length !== UNIQUE_CODE_LENGTH) return setError(t('scan.confirm.length'))
    if (!isValidUniqueCode(typed)) return setError(t('scan.confirm.invalid'))
    setEdited(undefined)
    setError(undefined)
    onConfirm(typed)
  }
  return (
    <Modal
      open={reading !== null}
      title={t('scan.confirm.title')}
      onClose={close}
      actions={
        <>
          <button type="button" className="button secondary" onClick={close}>
            {t('scan.confirm.scanAgain')}
          </button>
          <button type="submit" className="button" form="confirm-code-form">
            {t('scan.confirm.send')}
          </button>
        </>
      }
    >
      <p>{t(refused ? 'scan.confirm.refusedBody' : 'scan.confirm.body')}</p>
      {marked && <MarkedCode {...marked} />}
      <form id="confirm-code-form" noValidate onSubmit={confirm}>
        <TextField
          label={t('scan.keyInLabel')}
          hint={positions && t('scan.confirm.markedPositions', { positions })}
          value={value}
          error={error}
          maxLength={UNIQUE_CODE_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setEdited(e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))
            setError(undefined)
          }}
          className="code-input"
        />
      </form>
    </Modal>
  )
}

/** The code as read, its least sure symbols marked (the field's hint says them in words). */
function MarkedCode({ code, unsure }: Pick<CodeReading, 'code' | 'unsure'>) {
  const { t } = useTranslation()
  return (
    <>
      <p>{t('scan.confirm.marked')}</p>
      <p className="marked-code-line" aria-hidden="true">
        {[...code].map((symbol, position) => (unsure.includes(position) ? <mark key={position}>{symbol}</mark> : <span key={position}>{symbol}</span>))}
      </p>
    </>
  )
}
