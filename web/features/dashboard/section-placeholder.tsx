/**
 * Holds a section's place while its data loads, about as tall as the section will be, so the page
 * does not jump when it arrives.
 */
export function SectionPlaceholder({ title, shape }: { title: string; shape: 'quests' | 'news' | 'rewards' }) {
  return (
    <section className="dashboard-section" aria-busy="true" aria-label={title}>
      <h2>{title}</h2>
      <div className={`placeholder placeholder-${shape}`} />
    </section>
  )
}
