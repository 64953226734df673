import type { PregnancyStage } from '../../../../domain/identity-rules.ts'
import type { Member } from '../../../../domain/member.ts'
import type { BabyDraft, DetailsDraft } from '../../../../domain/profile-rules.ts'
import type { ProfileCompletion, WizardBaby } from '../../../../domain/profile.ts'
import { type AddressFormValue, toAddressInput } from '../address-form-value.ts'
import { isParent } from './wizard-steps.ts'

/** A baby as the wizard holds it: a saved one (`babyId`) or a new one; `changed` ones are sent. */
export interface BabyRow extends BabyDraft {
  key: string
  babyId?: number
  /** A saved baby's name, shown in the list (the wizard does not ask it). */
  shownName: string | null
  savedBirthDate?: string
  changed: boolean
}

/** Everything the wizard collects; nothing is saved until the member confirms (spec 1 §2 step 6). */
export interface WizardDraft {
  details: DetailsDraft
  edb: string
  babies: BabyRow[]
  /** A saved address's id, `new` for the one added in the wizard, or none yet. */
  picked: number | 'new' | null
  newAddress: AddressFormValue | null
}

export function draftFrom(member: Member): WizardDraft {
  return {
    details: { name: member.name, race: member.race ?? '', nationality: member.nationality, pregnancyStage: member.pregnancyStage ?? '' },
    edb: member.edb ?? '',
    babies: member.babyInfos.map((b) => ({
      key: `saved-${b.id}`,
      babyId: b.id,
      shownName: b.name,
      savedBirthDate: b.birthDate,
      birthDate: b.birthDate,
      gender: b.gender ?? '',
      brandId: b.brandId,
      formatId: b.formatId,
      sizeId: b.sizeId,
      changed: false,
    })),
    picked: member.addresses[0]?.id ?? null,
    newAddress: null,
  }
}

/** The completion as the API takes it, from a draft the steps have checked. */
export function completionFrom(draft: WizardDraft): ProfileCompletion {
  const { details } = draft
  const stage = details.pregnancyStage as PregnancyStage
  const babyInfos: WizardBaby[] = isParent(stage)
    ? draft.babies
        .filter((b) => b.changed)
        .map((b) => ({
          ...(b.babyId !== undefined && { babyId: b.babyId }),
          birthDate: b.birthDate,
          gender: b.gender as WizardBaby['gender'],
          brandId: b.brandId!,
          formatId: b.formatId!,
          sizeId: b.sizeId!,
        }))
    : []
  return {
    name: details.name.trim(),
    race: details.race as ProfileCompletion['race'],
    nationality: details.nationality as ProfileCompletion['nationality'],
    pregnancyStage: stage,
    edb: stage === 'pregnant' ? draft.edb : null,
    babyInfos,
    ...(draft.picked === 'new' && draft.newAddress ? { address: toAddressInput(draft.newAddress) } : { addressId: draft.picked as number }),
  }
}
