import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatBusinessDateTime } from '../../../../domain/business-time.ts'
import type { AdminMysteryCampaign } from '../../../../domain/mystery-box.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { addCampaign, editCampaign, fetchCampaigns } from './api/mystery-box.ts'
import { CampaignForm } from './campaign-form.tsx'

type Editing = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; campaign: AdminMysteryCampaign }

/**
 * `/admin/mysterybox/dashboard`: the mystery-box campaigns, the latest start first, with their
 * Malaysian dates and boxes given and opened; each added and edited here, its prizes and draws on
 * its own page.
 */
export function MysteryDashboardPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchCampaigns)
  const [editing, setEditing] = useState<Editing>({ mode: 'list' })

  if (editing.mode !== 'list') {
    const campaign = editing.mode === 'edit' ? editing.campaign : undefined
    return (
      <div className="admin-page">
        <AdminPageHeader title={campaign ? t('adminMysteryBox.editCampaign') : t('adminMysteryBox.addCampaign')} />
        <CampaignForm
          campaign={campaign}
          onSubmit={async (fields) => {
            await (campaign ? editCampaign(campaign.id, fields) : addCampaign(fields))
            setEditing({ mode: 'list' })
            reload()
          }}
          onCancel={() => setEditing({ mode: 'list' })}
        />
      </div>
    )
  }

  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminMysteryBox.title')}
        actions={
          <button type="button" className="button" onClick={() => setEditing({ mode: 'add' })}>
            {t('adminMysteryBox.addCampaign')}
          </button>
        }
      />
      <LoadView loaded={loaded} failedText={t('adminMysteryBox.loadFailed')} onRetry={reload}>
        {(campaigns) =>
          campaigns.length === 0 ? (
            <p className="notice">{t('adminMysteryBox.empty')}</p>
          ) : (
            <div className="table-scroll">
              <table>
                <caption>{t('adminMysteryBox.campaigns')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('adminMysteryBox.table.name')}</th>
                    <th scope="col">{t('adminMysteryBox.table.starts')}</th>
                    <th scope="col">{t('adminMysteryBox.table.ends')}</th>
                    <th scope="col">{t('adminMysteryBox.table.shown')}</th>
                    <th scope="col">{t('adminMysteryBox.table.boxes')}</th>
                    <th scope="col">{t('adminMysteryBox.table.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {campaigns.map((c) => (
                    <tr key={c.id}>
                      <td>
                        {c.nameEn}
                        <br />
                        <span lang="ms">{c.nameBm}</span>
                      </td>
                      <td>{formatBusinessDateTime(c.startsAt)}</td>
                      <td>{formatBusinessDateTime(c.endsAt)}</td>
                      <td>{t(c.active ? 'adminMysteryBox.yes' : 'adminMysteryBox.no')}</td>
                      <td>{t('adminMysteryBox.boxesCount', { boxes: c.boxes, opened: c.opened })}</td>
                      <td>
                        <Link to="/admin/mysterybox/campaign" search={{ id: c.id }}>
                          {t('adminMysteryBox.manage', { name: c.nameEn })}
                        </Link>{' '}
                        <button type="button" className="button secondary" onClick={() => setEditing({ mode: 'edit', campaign: c })}>
                          {t('adminMysteryBox.edit')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadView>
    </div>
  )
}
