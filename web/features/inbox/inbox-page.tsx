import { useTranslation } from 'react-i18next'

/** `/inbox`: spec 1 §2 shows only its clear-all text; the club sends nothing to the inbox yet. */
export function InboxPage() {
  const { t } = useTranslation()
  return (
    <section className="page narrow">
      <h1>{t('pages.inbox')}</h1>
      <p className="notice">{t('inbox.empty')}</p>
      <button type="button" className="button secondary" disabled>
        {t('inbox.clearAll')}
      </button>
    </section>
  )
}
