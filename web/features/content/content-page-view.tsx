import { useCurrentLanguage } from '../../lib/language.ts'
import type { ContentPage } from '../../../domain/content.ts'

/** A static page: its title and blank-line separated paragraphs, as plain text. */
export function ContentPageView({ page }: { page: ContentPage }) {
  const language = useCurrentLanguage()
  return (
    <article className="page narrow">
      <h1>{page.title[language]}</h1>
      {page.body[language].split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </article>
  )
}
