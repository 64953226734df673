import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Quest } from '../../../domain/quests.ts'
import { formatNumber } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'

/** Quests with what each earns ("2x pts" when 0, spec 2 §9) and whether it is done. */
export function QuestList({ quests }: { quests: Quest[] }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  return (
    <ul className="quest-list">
      {quests.map((q) => (
        <li key={q.id} data-done={q.completed}>
          <div>
            {/* The quest's name is the way to do it; a done quest has nowhere left to go. */}
            <strong>{q.completed ? q.title[language] : <Link to={q.path}>{q.title[language]}</Link>}</strong>
            <p>{q.description[language]}</p>
          </div>
          <span className="quest-points">{q.points === 0 ? t('quest.double') : t('quest.points', { points: formatNumber(q.points) })}</span>
          {q.completed && <span className="state credited">{t('quest.done')}</span>}
        </li>
      ))}
    </ul>
  )
}
