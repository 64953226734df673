import { useTranslation } from 'react-i18next'

/** A page whose content a later release brings; it says so instead of pretending. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation()
  return (
    <section className="page narrow">
      <h1>{t(titleKey)}</h1>
      <p className="notice">{t('placeholder.body')}</p>
    </section>
  )
}
