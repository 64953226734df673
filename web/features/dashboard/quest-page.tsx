import { useTranslation } from 'react-i18next'
import './dashboard.css'
import { LoadView } from '../../components/load-view.tsx'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchQuests } from './api/fetch-quests.ts'
import { QuestList } from './quest-list.tsx'

/** `/quest`: every quest group, with what is done and what is left. */
export function QuestPage() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const { loaded: groups, reload } = useLoad(fetchQuests)
  return (
    <section className="page narrow">
      <h1>{t('quest.title')}</h1>
      <p>{t('quest.lead')}</p>
      <LoadView loaded={groups} failedText={t('quest.failed')} onRetry={reload}>
        {(data) =>
          data.length === 0 ? (
            <p className="notice">{t('quest.empty')}</p>
          ) : (
            data.map((g) => (
              <section key={g.id} aria-labelledby={`quest-group-${g.id}`}>
                <h2 id={`quest-group-${g.id}`}>{g.title[language]}</h2>
                <QuestList quests={g.quests} />
              </section>
            ))
          )
        }
      </LoadView>
    </section>
  )
}
