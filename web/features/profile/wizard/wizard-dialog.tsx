import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { businessDate } from '../../../../domain/business-time.ts'
import type { MemberBrand } from '../../../../domain/catalogue.ts'
import type { ErrorCode } from '../../../../domain/errors.ts'
import type { PregnancyStage } from '../../../../domain/identity-rules.ts'
import type { Member } from '../../../../domain/member.ts'
import { addressProblem, babyProblem, detailsProblem, edbProblem, PROFILE_COMPLETION_POINTS } from '../../../../domain/profile-rules.ts'
import { DateSelect } from '../../../components/form/date-select.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { Modal } from '../../../components/modal.tsx'
import type { ApiFailure } from '../../../lib/api-client.ts'
import { formatNumber } from '../../../lib/format.ts'
import { checkStoredSession } from '../../../lib/session-check.ts'
import { AddressFormFields } from '../address-form-fields.tsx'
import { type AddressFormValue, BLANK_ADDRESS } from '../address-form-value.ts'
import { completeProfile } from '../api/complete-profile.ts'
import { BabyFields } from '../baby-fields.tsx'
import { DetailsFields } from '../details-fields.tsx'
import { showProblem } from '../show-problem.ts'
import { useBrands } from '../use-brands.ts'
import { useWizardStore } from '../wizard-store.ts'
import { AddressPick } from './address-pick.tsx'
import { BabyList } from './baby-list.tsx'
import { DraftSummary } from './draft-summary.tsx'
import { type BabyRow, completionFrom, draftFrom, type WizardDraft } from './wizard-draft.ts'
import { STEP, type Step, stepAfterDetails, stepBeforeAddress, stepProgress } from './wizard-steps.ts'
import { WizardStep } from './wizard-step.tsx'
import '../profile.css'

const newBaby = (): BabyRow => ({ key: crypto.randomUUID(), shownName: null, birthDate: '', gender: '', brandId: null, formatId: null, sizeId: null, changed: true })

/**
 * The forced profile completion wizard (spec 1 §2, §4): intro, personal info, due date or babies,
 * address, confirm, success. The draft is sent once, at the confirm step, with one Idempotency-Key
 * per confirmed draft, so a retry after a lost answer is applied (and credited) once.
 */
export function WizardDialog({ member }: { member: Member }) {
  const { t } = useTranslation()
  const wizard = useWizardStore()
  const { loaded: brands, reload: reloadBrands } = useBrands()
  const today = businessDate(new Date())
  const thisYear = Number(today.slice(0, 4))
  const [open, setOpen] = useState(true)
  const afterClose = useRef<() => void>(undefined)
  const [step, setStep] = useState<Step>(STEP.intro)
  const [draft, setDraft] = useState<WizardDraft>(() => draftFrom(member))
  const [baby, setBaby] = useState<BabyRow>(newBaby)
  // Said after "Save baby": the baby is kept in the draft, which the confirm step sends.
  const [babyKept, setBabyKept] = useState<string | null>(null)
  const [address, setAddress] = useState<AddressFormValue>(BLANK_ADDRESS)
  const [idempotencyKey, setIdempotencyKey] = useState('')
  const [sending, setSending] = useState(false)
  const stage = (draft.details.pregnancyStage || 'pregnant') as PregnancyStage
  const progress = stepProgress(step, stage)
  const change = (part: Partial<WizardDraft>) => setDraft((d) => ({ ...d, ...part }))

  // Closing lets the dialog close itself first (so the browser returns the focus), then unmounts it.
  useEffect(() => {
    if (!open) afterClose.current?.()
  }, [open])
  const closeThen = (then: () => void) => {
    afterClose.current = then
    setOpen(false)
  }
  const later = () => closeThen(() => wizard.dismiss(member.id))
  const done = () => closeThen(wizard.finish)

  /** A step goes on only when its check finds nothing, else the check's message shows (spec 1 §5). */
  const guarded = (problem: ErrorCode | undefined | false, next: () => void) => () => (problem ? showProblem(problem) : next())
  const confirm = () => {
    setIdempotencyKey(crypto.randomUUID())
    setStep(STEP.confirm)
  }
  const submit = async () => {
    setSending(true)
    // Kept open through the member update that ends the need for it, until the success step is closed.
    wizard.setCelebrating(true)
    try {
      await completeProfile(completionFrom(draft), idempotencyKey)
      setStep(STEP.success)
    } catch (failure) {
      wizard.setCelebrating(false)
      // Completed elsewhere (another tab): the session check brings the member up to date.
      if ((failure as ApiFailure).code === 'profileAlreadyCompleted') void checkStoredSession()
    } finally {
      setSending(false)
    }
  }

  const back = (to: Step) => ({ label: t('profile.wizard.back'), onClick: () => setStep(to), disabled: sending })
  const brandsView = (view: (list: MemberBrand[]) => ReactNode) => (
    <LoadView loaded={brands} failedText={t('profile.baby.loadFailed')} onRetry={reloadBrands}>
      {view}
    </LoadView>
  )

  let body: ReactNode
  switch (step) {
    case STEP.intro:
      body = (
        <WizardStep title={t('profile.wizard.introTitle')} submit={{ label: t('profile.wizard.start'), onSubmit: () => setStep(STEP.details) }} back={{ label: t('profile.wizard.later'), onClick: later }}>
          <p>{t('profile.wizard.introBody', { points: PROFILE_COMPLETION_POINTS })}</p>
        </WizardStep>
      )
      break
    case STEP.details:
      body = (
        <WizardStep
          title={t('profile.wizard.detailsTitle')}
          progress={progress}
          back={back(STEP.intro)}
          submit={{ label: t('profile.wizard.next'), onSubmit: guarded(detailsProblem(draft.details), () => setStep(stepAfterDetails(stage))) }}
        >
          <DetailsFields value={draft.details} onChange={(details) => change({ details })} />
        </WizardStep>
      )
      break
    case STEP.family:
      body =
        stage === 'pregnant' ? (
          <WizardStep
            title={t('profile.wizard.dueDateTitle')}
            progress={progress}
            back={back(STEP.details)}
            submit={{ label: t('profile.wizard.next'), onSubmit: guarded(edbProblem(draft.edb, today, member.edb), () => setStep(STEP.pickAddress)) }}
          >
            <DateSelect label={t('profile.edit.edb')} years={[thisYear, thisYear + 1]} value={draft.edb} onChange={(edb) => change({ edb })} />
          </WizardStep>
        ) : (
          <WizardStep
            title={t('profile.wizard.babiesTitle')}
            progress={progress}
            back={back(STEP.details)}
            submit={{
              label: t('profile.wizard.next'),
              onSubmit: guarded(!draft.babies.some((b) => !babyProblem(b, today, b.savedBirthDate)) && 'babyRequired', () => setStep(STEP.pickAddress)),
            }}
          >
            {babyKept && (
              <p className="notice" role="status">
                {t('profile.wizard.babyKept', { name: babyKept })}
              </p>
            )}
            {brandsView((list) => (
              <BabyList
                babies={draft.babies}
                brands={list}
                onEdit={(row) => {
                  setBaby(row)
                  setStep(STEP.addBaby)
                }}
                onAdd={() => {
                  setBaby(newBaby())
                  setStep(STEP.addBaby)
                }}
              />
            ))}
          </WizardStep>
        )
      break
    case STEP.addBaby:
      body = (
        <WizardStep
          title={t('profile.wizard.babyTitle')}
          progress={progress}
          back={{ label: t('profile.address.cancel'), onClick: () => setStep(STEP.family) }}
          submit={{
            label: t('profile.wizard.saveBaby'),
            onSubmit: guarded(babyProblem(baby, today, baby.savedBirthDate), () => {
              const saved = { ...baby, changed: true }
              const known = draft.babies.some((b) => b.key === baby.key)
              const babies = known ? draft.babies.map((b) => (b.key === baby.key ? saved : b)) : [...draft.babies, saved]
              change({ babies })
              setBabyKept(saved.shownName ?? t('profile.baby.unnamed', { n: babies.indexOf(saved) + 1 }))
              setStep(STEP.family)
            }),
          }}
        >
          {brandsView((list) => (
            <BabyFields value={baby} onChange={(value) => setBaby({ ...baby, ...value })} brands={list} thisYear={thisYear} />
          ))}
        </WizardStep>
      )
      break
    case STEP.pickAddress:
      body = (
        <WizardStep
          title={t('profile.wizard.addressTitle')}
          progress={progress}
          back={back(stepBeforeAddress(stage))}
          submit={{ label: t('profile.wizard.next'), onSubmit: guarded(draft.picked === null && 'addressRequired', confirm) }}
        >
          <AddressPick
            addresses={member.addresses}
            newAddress={draft.newAddress}
            picked={draft.picked}
            onPick={(picked) => change({ picked })}
            onAdd={() => {
              setAddress(draft.newAddress ?? BLANK_ADDRESS)
              setStep(STEP.addAddress)
            }}
          />
        </WizardStep>
      )
      break
    case STEP.addAddress:
      body = (
        <WizardStep
          title={t('profile.wizard.newAddressTitle')}
          progress={progress}
          back={{ label: t('profile.address.cancel'), onClick: () => setStep(STEP.pickAddress) }}
          submit={{
            label: t('profile.wizard.useAddress'),
            onSubmit: guarded(addressProblem(address), () => {
              change({ newAddress: address, picked: 'new' })
              setStep(STEP.pickAddress)
            }),
          }}
        >
          <AddressFormFields value={address} onChange={setAddress} />
        </WizardStep>
      )
      break
    case STEP.confirm:
      body = (
        <WizardStep
          title={t('profile.wizard.confirmTitle')}
          progress={progress}
          back={{ label: t('profile.wizard.edit'), onClick: () => setStep(STEP.details), disabled: sending }}
          submit={{ label: t('profile.wizard.confirm', { points: PROFILE_COMPLETION_POINTS }), onSubmit: () => void submit(), busy: sending }}
        >
          <DraftSummary draft={draft} addresses={member.addresses} brands={brands.status === 'ready' ? brands.data : []} />
        </WizardStep>
      )
      break
    case STEP.success:
      body = (
        <WizardStep title={t('profile.wizard.successTitle')} submit={{ label: t('profile.wizard.done'), onSubmit: done }}>
          <p className="wizard-earned">{t('profile.wizard.earned', { points: PROFILE_COMPLETION_POINTS })}</p>
          <p>{t('profile.wizard.total', { total: formatNumber(member.totalPoints) })}</p>
        </WizardStep>
      )
      break
  }

  return (
    <Modal open={open} title={t('profile.complete.title')} onClose={step === STEP.success ? done : later} dismissible={!sending} actions={null}>
      {/* Keyed by step, so each step mounts afresh and its heading takes the focus. */}
      <Fragment key={step}>{body}</Fragment>
    </Modal>
  )
}
