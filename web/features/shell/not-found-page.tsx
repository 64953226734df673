import { useTranslation } from 'react-i18next'

/** Shown to a session of a type this app does not know (spec 1 §2, spec 3 §2.1). */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <main id="main" className="page narrow">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
    </main>
  )
}
