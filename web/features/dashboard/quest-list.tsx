import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MAX_REFERRALS_PER_MONTH } from '../../../domain/identity-rules.ts'
import { HTML_LANG } from '../../../domain/languages.ts'
import type { Quest } from '../../../domain/quests.ts'
import { formatNumber } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'

/**
 * Quests with what each earns and whether it is done. The badge and the promise read the reward
 * the API derived from the crediting rules (domain/quests.ts), so they say what is paid; a quest
 * that earns nothing shows neither.
 */
export function QuestList({ quests }: { quests: Quest[] }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const or = new Intl.ListFormat(HTML_LANG[language], { type: 'disjunction' })

  const badge = (q: Quest) => {
    if (q.multiplier !== null) return t('quest.multiplier', { multiplier: q.multiplier })
    if (q.points > 0) return t('quest.points', { points: formatNumber(q.points) })
    return null
  }
  const promise = (q: Quest) => {
    if (q.multiplier === null && q.points === 0) return null
    const key = q.kind === 'scanCode' && q.brands ? 'scanCodeOf' : q.kind
    return t(`quest.promise.${key}`, { multiplier: q.multiplier, points: formatNumber(q.points), brands: or.format(q.brands ?? []), limit: MAX_REFERRALS_PER_MONTH })
  }

  return (
    <ul className="quest-list">
      {quests.map((q) => (
        <li key={q.id} data-done={q.completed}>
          <div>
            {/* The quest's name is the way to do it; a done quest has nowhere left to go. */}
            <strong>{q.completed ? q.title[language] : <Link to={q.path}>{q.title[language]}</Link>}</strong>
            <p>{q.description[language]}</p>
            {!q.completed && promise(q) && <p className="quest-promise">{promise(q)}</p>}
          </div>
          {badge(q) && <span className="quest-points">{badge(q)}</span>}
          {q.completed && <span className="state credited">{t('quest.done')}</span>}
        </li>
      ))}
    </ul>
  )
}
