import { Link } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatBusinessDateTime } from '../../../../domain/business-time.ts'
import type { AdminMysteryPrize } from '../../../../domain/mystery-box.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { addPrize, editPrize, fetchCampaign, fetchPrizeVoucherTypes } from './api/mystery-box.ts'
import { DrawsPanel } from './draws-panel.tsx'
import { PrizeForm } from './prize-form.tsx'

type Editing = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; prize: AdminMysteryPrize }

/** `/admin/mysterybox/campaign?id=`: a campaign's prize table (given against stock), its prizes added and edited, and its draws. */
export function MysteryCampaignPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const load = useCallback(async () => ({ ...(await fetchCampaign(id)), voucherTypes: await fetchPrizeVoucherTypes() }), [id])
  const { loaded, reload } = useLoad(load)
  const [editing, setEditing] = useState<Editing>({ mode: 'list' })
  const back = <Link to="/admin/mysterybox/dashboard">{t('adminMysteryBox.back')}</Link>
  return (
    <div className="admin-page">
      <LoadView loaded={loaded} failedText={t('adminMysteryBox.loadFailed')} onRetry={reload}>
        {({ campaign, prizes, draws, voucherTypes }) => {
          if (editing.mode !== 'list') {
            const prize = editing.mode === 'edit' ? editing.prize : undefined
            return (
              <>
                <AdminPageHeader title={prize ? t('adminMysteryBox.editPrize') : t('adminMysteryBox.addPrize')} back={back} />
                <PrizeForm
                  prize={prize}
                  voucherTypes={voucherTypes}
                  onSubmit={async (submission, image) => {
                    await (prize ? editPrize(prize.id, submission) : addPrize(campaign.id, submission, image!))
                    setEditing({ mode: 'list' })
                    reload()
                  }}
                  onCancel={() => setEditing({ mode: 'list' })}
                />
              </>
            )
          }
          return (
            <>
              <AdminPageHeader
                title={campaign.nameEn}
                back={back}
                actions={
                  <button type="button" className="button" onClick={() => setEditing({ mode: 'add' })}>
                    {t('adminMysteryBox.addPrize')}
                  </button>
                }
              />
              <p>{t('adminMysteryBox.window', { from: formatBusinessDateTime(campaign.startsAt), to: formatBusinessDateTime(campaign.endsAt) })}</p>
              <h2>{t('adminMysteryBox.prizes')}</h2>
              {prizes.length === 0 ? (
                <p className="notice">{t('adminMysteryBox.noPrizes')}</p>
              ) : (
                <div className="table-scroll">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">{t('adminMysteryBox.prize.image')}</th>
                        <th scope="col">{t('adminMysteryBox.table.name')}</th>
                        <th scope="col">{t('adminMysteryBox.prize.reward')}</th>
                        <th scope="col">{t('adminMysteryBox.prize.weight')}</th>
                        <th scope="col">{t('adminMysteryBox.prize.givenOfStock')}</th>
                        <th scope="col">{t('adminMysteryBox.table.actions')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {prizes.map((p) => (
                        <tr key={p.id}>
                          <td>
                            <img src={p.image} alt="" width="48" height="48" />
                          </td>
                          <td>
                            {p.nameEn}
                            <br />
                            <span lang="ms">{p.nameBm}</span>
                          </td>
                          <td>{p.kind === 'points' ? t('adminMysteryBox.prize.pointsValue', { points: p.points }) : p.voucherTypeName}</td>
                          <td>{p.weight}</td>
                          <td>
                            {p.given} / {p.stock}
                          </td>
                          <td>
                            <button type="button" className="button secondary" onClick={() => setEditing({ mode: 'edit', prize: p })} aria-label={t('adminMysteryBox.editNamed', { name: p.nameEn })}>
                              {t('adminMysteryBox.edit')}
                            </button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <DrawsPanel campaign={campaign} draws={draws} onDrawn={reload} />
            </>
          )
        }}
      </LoadView>
    </div>
  )
}
