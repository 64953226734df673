import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AUDIT_ENTITIES, type AuditFilter } from '../../../../domain/audit.ts'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'

const isEntity = (value: string): value is (typeof AUDIT_ENTITIES)[number] => (AUDIT_ENTITIES as readonly string[]).includes(value)

/** The log's filter: the Malaysian days (either may stand alone), what was changed, and who changed it. */
export function AuditFilterForm({ onApply }: { onApply: (filter: AuditFilter) => void }) {
  const { t } = useTranslation()
  const [startDate, setStart] = useState('')
  const [endDate, setEnd] = useState('')
  const [entity, setEntity] = useState('')
  const [username, setUsername] = useState('')

  const apply = (event: React.FormEvent) => {
    event.preventDefault()
    onApply({
      ...(startDate && { startDate }),
      ...(endDate && { endDate }),
      ...(isEntity(entity) && { entity }),
      ...(username.trim() && { username: username.trim() }),
    })
  }

  return (
    <form className="inline-form" noValidate onSubmit={apply} aria-label={t('adminAudit.filter')}>
      <TextField label={t('admin.dateRange.from')} type="date" value={startDate} max={endDate || undefined} onChange={(e) => setStart(e.target.value)} />
      <TextField label={t('admin.dateRange.to')} type="date" value={endDate} min={startDate || undefined} onChange={(e) => setEnd(e.target.value)} />
      <SelectField
        label={t('adminAudit.entity')}
        placeholder={t('adminAudit.allEntities')}
        options={AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`adminAudit.entities.${e}`) }))}
        value={entity}
        onChange={(e) => setEntity(e.target.value)}
      />
      <TextField label={t('adminAudit.admin')} value={username} maxLength={100} onChange={(e) => setUsername(e.target.value)} />
      <button type="submit" className="button secondary">
        {t('admin.dateRange.apply')}
      </button>
    </form>
  )
}
