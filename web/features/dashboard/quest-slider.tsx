import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useLoaded } from '../../lib/use-loaded.ts'
import { fetchQuests } from './api/fetch-quests.ts'
import { QuestList } from './quest-list.tsx'

/** The next quests not yet done, on the dashboard; all of them are on `/quest`. */
export function QuestSlider() {
  const { t } = useTranslation()
  const groups = useLoaded(fetchQuests)
  if (groups.state !== 'ready') return null
  const open = groups.data.flatMap((g) => g.quests).filter((q) => !q.completed)
  if (open.length === 0) return null
  return (
    <section aria-labelledby="quests-title" className="dashboard-section">
      <div className="section-head">
        <h2 id="quests-title">{t('quest.title')}</h2>
        <Link to="/quest">{t('quest.all')}</Link>
      </div>
      <QuestList quests={open.slice(0, 3)} />
    </section>
  )
}
