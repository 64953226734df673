import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useLoad } from '../../lib/use-load.ts'
import { fetchQuests } from './api/fetch-quests.ts'
import { QuestList } from './quest-list.tsx'
import { SectionPlaceholder } from './section-placeholder.tsx'

/** The next quests not yet done, on the dashboard; all of them are on `/quest`. */
export function QuestSlider() {
  const { t } = useTranslation()
  const { loaded: groups } = useLoad(fetchQuests)
  if (groups.status === 'loading') return <SectionPlaceholder title={t('quest.title')} shape="quests" />
  if (groups.status === 'failed') return null
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
