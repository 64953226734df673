import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/form/text-field.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { type CodeLookup as Found, findCode } from './api/find-code.ts'

/** Looks up one 10-character code: its batch, and who scanned it when. */
export function CodeLookup() {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [found, setFound] = useState<Found>()

  const search = async (event: React.FormEvent) => {
    event.preventDefault()
    setInvalid(query.length !== 10)
    if (query.length !== 10) return
    setFound(await findCode(query).catch(() => undefined))
  }

  return (
    <section aria-labelledby="code-lookup-title">
      <h2 id="code-lookup-title">{t('adminCodes.lookup')}</h2>
      <form className="inline-form" onSubmit={(e) => void search(e)}>
        <TextField
          label={t('adminCodes.code')}
          maxLength={10}
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
