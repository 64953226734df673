import { useTranslation } from 'react-i18next'
import './dashboard.css'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useLoaded } from '../../lib/use-loaded.ts'
import { fetchQuests } from './api/fetch-quests.ts'
import { QuestList } from './quest-list.tsx'

/** `/quest`: every quest group, with what is done and what is left. */
export function QuestPage() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const groups = useLoaded(fetchQuests)
  return (
    <section className="page narrow">
      <h1>{t('quest.title')}</h1>
      <p>{t('quest.lead')}</p>
      {groups.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {groups.state === 'failed' && (
        <div role="alert">
          <p>{t('quest.failed')}</p>
          <button type="button" className="button" onClick={groups.reload}>
            {t('common.tryAgain')}
          </button>
        </div>
      )}
      {groups.state === 'ready' &&
        (groups.data.length === 0 ? (
          <p className="notice">{t('quest.empty')}</p>
        ) : (
          groups.data.map((g) => (
            <section key={g.id} aria-labelledby={`quest-group-${g.id}`}>
              <h2 id={`quest-group-${g.id}`}>{g.title[language]}</h2>
              <QuestList quests={g.quests} />
            </section>
          ))
        ))}
    </section>
  )
}
