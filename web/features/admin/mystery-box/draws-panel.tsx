import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatBusinessDateTime } from '../../../../domain/business-time.ts'
import { type AdminMysteryCampaign, type AdminMysteryDraw, businessWeekOf } from '../../../../domain/mystery-box.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { ApiFailure } from '../../../lib/api-client.ts'
import { rerunDraw, runGrandDraw, runWeeklyDraw } from './api/mystery-box.ts'

interface DrawsPanelProps {
  campaign: AdminMysteryCampaign
  draws: AdminMysteryDraw[]
  onDrawn: () => void
}

/** Run a week's draw or the grand draw, and the draws made with their seeds and winners; each can be re-run to check it. */
export function DrawsPanel({ campaign, draws, onDrawn }: DrawsPanelProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  // Last week's Monday first: the week most often drawn.
  const [week, setWeek] = useState(() => businessWeekOf(new Date(Date.now() - 7 * 86_400_000)))
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string>()
  const [checks, setChecks] = useState<Record<number, boolean>>({})

  const run = async (draw: () => Promise<unknown>) => {
    setBusy(true)
    setMessage(undefined)
    try {
      await draw()
      onDrawn()
    } catch (error) {
      setMessage(error instanceof ApiFailure ? errorText(error.code) : t('errors.internal'))
    } finally {
      setBusy(false)
    }
  }
  const check = async (id: number) => {
    const { same } = await rerunDraw(id)
    setChecks((c) => ({ ...c, [id]: same }))
  }

  return (
    <section aria-labelledby="mystery-draws">
      <h2 id="mystery-draws">{t('adminMysteryBox.draws.title')}</h2>
      <p className="hint">{t('adminMysteryBox.draws.intro', { weekly: campaign.weeklyWinners, grand: campaign.grandWinners })}</p>
      <div className="form-actions">
        <TextField label={t('adminMysteryBox.draws.week')} hint={t('adminMysteryBox.draws.weekHint')} type="date" value={week} onChange={(e) => setWeek(e.target.value)} />
        <button type="button" className="button" disabled={busy || !week} onClick={() => void run(() => runWeeklyDraw(campaign.id, week))}>
          {t('adminMysteryBox.draws.runWeekly')}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => void run(() => runGrandDraw(campaign.id))}>
          {t('adminMysteryBox.draws.runGrand')}
        </button>
      </div>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      {draws.length === 0 ? (
        <p className="notice">{t('adminMysteryBox.draws.none')}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('adminMysteryBox.draws.kind')}</th>
                <th scope="col">{t('adminMysteryBox.draws.period')}</th>
                <th scope="col">{t('adminMysteryBox.draws.entries')}</th>
                <th scope="col">{t('adminMysteryBox.draws.winners')}</th>
                <th scope="col">{t('adminMysteryBox.draws.seed')}</th>
                <th scope="col">{t('adminMysteryBox.draws.drawnBy')}</th>
              </tr>
            </thead>
            <tbody>
              {draws.map((d) => (
                <tr key={d.id}>
                  <td>{t(`adminMysteryBox.draws.kinds.${d.kind}`)}</td>
                  <td>
                    {formatBusinessDateTime(d.periodStart)} – {formatBusinessDateTime(d.periodEnd)}
                  </td>
                  <td>{d.entries}</td>
                  <td>
                    <ol>
                      {d.winners.map((w) => (
                        <li key={w.boxId}>
                          {w.name} ({w.number})
                        </li>
                      ))}
                    </ol>
                  </td>
                  <td>
                    <code className="mystery-seed">{d.seed}</code>
                    <br />
                    <button type="button" className="button secondary" onClick={() => void check(d.id)}>
                      {t('adminMysteryBox.draws.rerun')}
                    </button>
                    {d.id in checks && <span role="status">{t(checks[d.id] ? 'adminMysteryBox.draws.same' : 'adminMysteryBox.draws.different')}</span>}
                  </td>
                  <td>
                    {d.admin}
                    <br />
                    {formatBusinessDateTime(d.drawnAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
