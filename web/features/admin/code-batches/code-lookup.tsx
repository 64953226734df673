import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { UNIQUE_CODE_LENGTH } from '../../../../domain/unique-code.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import type { CodeLookup as Found } from '../../../../domain/code-batches.ts'
import { findCode } from './api/find-code.ts'

/** Looks up one 10-character code: its batch, and who scanned it when. */
export function CodeLookup() {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [found, setFound] = useState<Found>()
  const latest = useRef(0)

  // A new search clears the last answer first, so a refusal or a failure never sits above a result
  // that belongs to another code; only the latest search's answer is shown.
  const search = async (event: React.FormEvent) => {
    event.preventDefault()
    const searchNo = ++latest.current
    setFound(undefined)
    setInvalid(query.length !== UNIQUE_CODE_LENGTH)
    if (query.length !== UNIQUE_CODE_LENGTH) return
    const answer = await findCode(query).catch(() => undefined)
    if (searchNo === latest.current) setFound(answer)
  }

  return (
    <section aria-labelledby="code-lookup-title">
      <h2 id="code-lookup-title">{t('adminCodes.lookup')}</h2>
      <form className="inline-form" onSubmit={(e) => void search(e)}>
        <TextField
          label={t('adminCodes.code')}
          maxLength={UNIQUE_CODE_LENGTH}
          autoCapitalize="characters"
          value={query}
          onChange={(e) => setQuery(e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
          error={invalid ? t('errors.codeFormat') : undefined}
        />
        <button type="submit" className="button secondary">
          {t('adminCodes.find')}
        </button>
      </form>
      {found && (
        <dl className="facts" aria-live="polite">
          <dt>{t('adminCodes.code')}</dt>
          <dd>{found.code}</dd>
          <dt>{t('adminCodes.batch')}</dt>
          <dd>
            #{found.batchId} · {found.brand} · {found.format} · {found.size.toUpperCase()}
          </dd>
          <dt>{t('adminCodes.status')}</dt>
          <dd>{found.scanned ? t('adminCodes.scannedBy', { email: found.email, at: formatDateTime(found.scannedAt!) }) : t('adminCodes.notScanned')}</dd>
        </dl>
      )}
    </section>
  )
}
