import { useTranslation } from 'react-i18next'
import type { MemberBrand } from '../../../../domain/catalogue.ts'
import type { PregnancyStage } from '../../../../domain/identity-rules.ts'
import type { MemberAddress } from '../../../../domain/profile.ts'
import { formatDate } from '../../../lib/format.ts'
import { AddressText } from '../address-text.tsx'
import { diaperOf } from '../baby-description.ts'
import type { WizardDraft } from './wizard-draft.ts'
import { isParent } from './wizard-steps.ts'

/** Step 6: everything the member is about to confirm. */
export function DraftSummary({ draft, addresses, brands }: { draft: WizardDraft; addresses: MemberAddress[]; brands: MemberBrand[] }) {
  const { t } = useTranslation()
  const { details } = draft
  const stage = details.pregnancyStage as PregnancyStage
  const address = draft.picked === 'new' ? draft.newAddress : addresses.find((a) => a.id === draft.picked)
  return (
    <dl className="wizard-summary">
      <dt>{t('profile.edit.name')}</dt>
      <dd>{details.name.trim()}</dd>
      <dt>{t('profile.edit.race')}</dt>
      <dd>{t(`race.${details.race}`)}</dd>
      <dt>{t('profile.edit.nationality')}</dt>
      <dd>{t(`nationality.${details.nationality}`)}</dd>
      <dt>{t('profile.edit.stage')}</dt>
      <dd>{t(`pregnancyStage.${stage}`)}</dd>
      {stage === 'pregnant' && (
        <>
          <dt>{t('profile.edit.edb')}</dt>
          <dd>{formatDate(draft.edb)}</dd>
        </>
      )}
      {isParent(stage) && (
        <>
          <dt>{t('profile.wizard.babiesTitle')}</dt>
          {draft.babies.map((b, i) => (
            <dd key={b.key}>
              {b.shownName ?? t('profile.baby.unnamed', { n: i + 1 })}: {t('profile.baby.born', { date: formatDate(b.birthDate) })}, {diaperOf(b, brands) ?? t('profile.baby.missing')}
            </dd>
          ))}
        </>
      )}
      <dt>{t('profile.wizard.addressTitle')}</dt>
      <dd>{address && <AddressText address={address} />}</dd>
    </dl>
  )
}
