import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ContentPageView } from '../../../features/content/content-page-view.tsx'
import { fetchContentPage } from '../../../features/content/fetch-content-page.ts'

/** Public FAQ pages (`/faq/how-to-collect-points` and others), kept as content. */
export const Route = createFileRoute('/_site/faq/$slug')({
  loader: ({ params }) => fetchContentPage(params.slug),
  component: FaqPage,
  errorComponent: MissingPage,
})

function FaqPage() {
  return <ContentPageView page={Route.useLoaderData()} />
}

function MissingPage() {
  const { t } = useTranslation()
  return (
    <section className="page narrow">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
    </section>
  )
}
