import { useTranslation } from 'react-i18next'
import { BrandSettingsSchema, EditTierMultipliersSchema, LinkSettingsSchema, ReferralPointsSchema, TierBonusesSchema } from '../../../../domain/club-settings.ts'
import { TIERS } from '../../../../domain/tiers.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { DoublePointDaysForm } from '../ui/double-point-days-form.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchSettings, saveBrand, saveLinks, saveReferralPoints, saveTierBonuses, saveTierMultipliers, type Settings } from './api/settings.ts'
import { type SettingField, SettingsSection } from './settings-section.tsx'
import './settings.css'

/** `/admin/settings` (issue 19 §4): the club's settings on one page, each section saved, checked and audited on its own. */
export function SettingsPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchSettings)
  return (
    <div className="admin-page settings-page">
      <AdminPageHeader title={t('adminSettings.title')} />
      <LoadView loaded={loaded} failedText={t('adminSettings.loadFailed')} onRetry={reload}>
        {(settings) => <SettingsForms settings={settings} />}
      </LoadView>
    </div>
  )
}

function SettingsForms({ settings }: { settings: Settings }) {
  const { t } = useTranslation()
  const tier = (name: string) => t(`tiers.name.${name}`)
  const both = (path: string, label: string): SettingField[] => [
    { path: `${path}.en`, label: t('adminSettings.inEnglish', { label }) },
    { path: `${path}.bm`, label: t('adminSettings.inMalay', { label }), lang: 'ms' },
  ]

  const brandFields: SettingField[] = [
    { path: 'name', label: t('adminSettings.brand.name') },
    { path: 'supportEmail', label: t('adminSettings.brand.supportEmail'), type: 'email' },
    ...both('supportHours', t('adminSettings.brand.supportHours')),
  ]
  const linkFields: SettingField[] = [
    ...(['facebook', 'instagram', 'youtube'] as const).map((network) => ({ path: `socialLinks.${network}`, label: t(`adminSettings.links.${network}`), type: 'url' as const })),
    ...settings.links.corporateLinks.flatMap((_, i) => [
      ...both(`corporateLinks.${i}.label`, t('adminSettings.links.corporateLabel', { n: i + 1 })),
      ...both(`corporateLinks.${i}.href`, t('adminSettings.links.corporateHref', { n: i + 1 })).map((f) => ({ ...f, type: 'url' as const })),
    ]),
  ]
  const multiplierFields: SettingField[] = TIERS.map((name) => ({ path: name, label: tier(name), type: 'number' }))
  const bonusFields: SettingField[] = TIERS.flatMap((name) => [
    ...(name === 'gold' ? [] : [{ path: `${name}.welcome`, label: t('adminSettings.points.welcome', { tier: tier(name) }), type: 'number' as const }]),
    { path: `${name}.birthday`, label: t('adminSettings.points.birthday', { tier: tier(name) }), type: 'number' as const },
  ])
  const referralFields: SettingField[] = TIERS.flatMap((name) => [
    { path: `${name}.referrer`, label: t('adminSettings.points.referrer', { tier: tier(name) }), type: 'number' as const },
    { path: `${name}.referee`, label: t('adminSettings.points.referee', { tier: tier(name) }), type: 'number' as const },
  ])

  return (
    <>
      <SettingsSection id="brand" title={t('adminSettings.brand.title')} initial={settings.brand} fields={brandFields} schema={BrandSettingsSchema} save={saveBrand} />
      <SettingsSection id="links" title={t('adminSettings.links.title')} initial={settings.links} fields={linkFields} schema={LinkSettingsSchema} save={saveLinks} />
      <section className="settings-section" aria-labelledby="settings-double-days">
        <h2 id="settings-double-days">{t('adminSettings.points.doubleDays')}</h2>
        <DoublePointDaysForm days={settings.points.doublePointDays} onSaved={() => undefined} />
      </section>
      <SettingsSection
        id="multipliers"
        title={t('adminSettings.points.multipliers')}
        initial={settings.points.tierMultipliers}
        fields={multiplierFields}
        schema={EditTierMultipliersSchema}
        save={saveTierMultipliers}
      />
      <SettingsSection id="bonuses" title={t('adminSettings.points.bonuses')} initial={settings.points.tierBonuses} fields={bonusFields} schema={TierBonusesSchema} save={saveTierBonuses} />
      <SettingsSection
        id="referral"
        title={t('adminSettings.points.referral')}
        initial={settings.points.referralPoints}
        fields={referralFields}
        schema={ReferralPointsSchema}
        save={saveReferralPoints}
      />
    </>
  )
}
