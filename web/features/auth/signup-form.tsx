import { Controller, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { businessDate } from '../../../domain/business-time.ts'
import type { Signup, SignupInput } from '../../../domain/identity.ts'
import { GENDERS, MAX_CHILDREN, OTP_RESEND_SECONDS, PREGNANCY_STAGES, RACES, signupDateProblems, SIGNUP_TOKEN_LENGTH } from '../../../domain/identity-rules.ts'
import { AddressFields } from '../../components/form/address-fields.tsx'
import { CheckboxField } from '../../components/form/checkbox-field.tsx'
import { DateSelect } from '../../components/form/date-select.tsx'
import { SelectField } from '../../components/form/select-field.tsx'
import { TextField } from '../../components/form/text-field.tsx'
import { useErrorText } from '../../components/form/use-error-text.ts'
import { SendButton } from '../../components/send-button.tsx'
import { useClub } from '../../lib/club.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { signUp } from './api/sign-up.ts'
import type { OtpStepSignup } from './otp-step.tsx'
import { PasswordField } from './password-field.tsx'
import { SampleChoice } from './sample-choice.tsx'
import { useSocialLoginStore } from './social-login-store.ts'
import { usePasswordProblemText } from './use-password-problem-text.ts'

/** What the link that brought the visitor carries: UTM tags and a friend's referral code. */
export interface FromLink {
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  referCode: string
}

interface SignupFormProps {
  fromLink: FromLink
  onSignedUp: (signup: OtpStepSignup) => void
}

const BLANK_ADDRESS = { line1: '', line2: '', line3: '', state: '', city: '', postcode: '', country: 'Malaysia' as const }
const yearsBack = (from: number, count: number) => Array.from({ length: count }, (_, i) => from - i)

/** The 16-character token sent with a signup, which the OTP step must send back. */
const newSignupToken = () => crypto.randomUUID().replaceAll('-', '').slice(0, SIGNUP_TOKEN_LENGTH)

// The schema library loads with the first check (on submit), keeping it out of the first download.
const resolver: Resolver<SignupInput, unknown, Signup> = async (values, context, options) =>
  (await import('./signup-validation.ts')).validateSignup(values, context, options)

export function SignupForm({ fromLink, onSignedUp }: SignupFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const passwordProblemText = usePasswordProblemText()
  const language = useCurrentLanguage()
  const club = useClub()
  // The years offered follow Malaysia's calendar, which the date rules check against.
  const thisYear = Number(businessDate(new Date()).slice(0, 4))
  // Filled from the provider the member came back from; their phone is still verified by OTP.
  const social = useSocialLoginStore((state) => (state.next?.kind === 'signup' ? state.next : undefined))
  const form = useForm<SignupInput, unknown, Signup>({
    resolver,
    defaultValues: {
      name: '',
      number: '',
      email: '',
      password: '',
      dob: '',
      edb: null,
      gender: null,
      race: null,
      pregnancyStage: null,
      children: [],
      receiveMail: true,
      redeemSample: false,
      sampleId: null,
      address: null,
      nationality: 'malaysian',
      uniqueToken: newSignupToken(),
      acceptTerms: false as unknown as true,
      ...fromLink,
      ...(social && { ...social.prefill, dob: social.prefill.dob ?? '', socialTicket: social.ticket }),
    },
  })
  const { register, control, setValue, setError, handleSubmit, formState } = form
  const children = useFieldArray({ control, name: 'children' })
  const errors = formState.errors
  const stage = useWatch({ control, name: 'pregnancyStage' })
  const redeemSample = useWatch({ control, name: 'redeemSample' })

  const submit = handleSubmit(async (values) => {
    const [problem] = signupDateProblems(values, businessDate(new Date()))
    if (problem) return setError(problem.field as 'dob', { message: problem.code }, { shouldFocus: true })
    const answer = await signUp({ ...values, language }).catch(() => undefined)
    // A text that could not be sent is not counted: Resend works at once.
    if (answer) {
      useSocialLoginStore.getState().set(undefined)
      const sent = answer.otpSent
      onSignedUp({ uuid: answer.uuid, number: values.number, uniqueToken: values.uniqueToken, otp: sent ? 'sent' : 'notSent', resendInSeconds: sent ? OTP_RESEND_SECONDS : 0 })
    }
  })

  const nullable = { setValueAs: (v: string) => v || null }
  const choices = (key: string, values: readonly string[]) => values.map((v) => ({ value: v, label: t(`${key}.${v}`) }))

  return (
    <form className="signup-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="signup-title">
      <h2 id="signup-title">{t('signup.title')}</h2>
      {social && club.socialLogin && (
        <p className="notice" role="status">
          {t('social.prefilled', { provider: club.socialLogin.providerName })}
        </p>
      )}

      <fieldset>
        <legend>{t('signup.aboutYou')}</legend>
        <TextField label={t('signup.name')} autoComplete="name" maxLength={100} error={errorText(errors.name?.message)} {...register('name')} />
        <TextField
          label={t('signup.number')}
          hint={t('signup.numberHint')}
          prefix="+6"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          error={errorText(errors.number?.message)}
          {...register('number')}
        />
        <TextField label={t('signup.email')} type="email" autoComplete="email" maxLength={254} error={errorText(errors.email?.message)} {...register('email')} />
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordField
              label={t('signup.password')}
              hint={t('signup.passwordHint')}
              autoComplete="new-password"
              withStrength
              error={errors.password?.message === 'passwordFormat' ? passwordProblemText.message(field.value) : errorText(errors.password?.message)}
              {...field}
            />
          )}
        />
        <Controller
          control={control}
          name="dob"
          render={({ field }) => (
            <DateSelect label={t('signup.dob')} years={yearsBack(thisYear - 15, 70)} value={field.value} onChange={field.onChange} error={errorText(errors.dob?.message)} />
          )}
        />
        <SelectField label={t('signup.gender')} placeholder={t('form.choose')} options={choices('gender', GENDERS)} error={errorText(errors.gender?.message)} {...register('gender', nullable)} />
        <SelectField label={t('signup.race')} placeholder={t('form.choose')} options={choices('race', RACES)} error={errorText(errors.race?.message)} {...register('race', nullable)} />
      </fieldset>

      <fieldset>
        <legend>{t('signup.yourFamily')}</legend>
        <SelectField
          label={t('signup.pregnancyStage')}
          placeholder={t('form.choose')}
          options={choices('pregnancyStage', PREGNANCY_STAGES)}
          error={errorText(errors.pregnancyStage?.message)}
          {...register('pregnancyStage', nullable)}
        />
        {stage === 'pregnant' && (
          <Controller
            control={control}
            name="edb"
            render={({ field }) => (
              <DateSelect label={t('signup.edb')} years={[thisYear, thisYear + 1]} value={field.value ?? ''} onChange={field.onChange} error={errorText(errors.edb?.message)} />
            )}
          />
        )}
        {children.fields.map((child, index) => (
          <div key={child.id} className="child-row">
            <Controller
              control={control}
              name={`children.${index}.childDob`}
              render={({ field }) => (
                <DateSelect label={t('signup.childDob', { n: index + 1 })} years={yearsBack(thisYear, 6)} value={field.value ?? ''} onChange={field.onChange} error={errorText(errors.children?.[index]?.childDob?.message)} />
              )}
            />
            <button type="button" className="link-button" onClick={() => children.remove(index)}>
              {t('signup.removeChild', { n: index + 1 })}
            </button>
          </div>
        ))}
        {errors.children?.message && <p className="field-error">{errorText(errors.children.message)}</p>}
        {children.fields.length < MAX_CHILDREN && (
          <button type="button" className="button secondary" onClick={() => children.append({ childDob: '' })}>
            {t('signup.addChild')}
          </button>
        )}
      </fieldset>

      <fieldset id="free-sample">
        <legend>{t('signup.freeSample')}</legend>
        <CheckboxField
          label={t('signup.wantSample')}
          checked={redeemSample ?? false}
          onChange={(e) => {
            setValue('redeemSample', e.target.checked)
            setValue('address', e.target.checked ? BLANK_ADDRESS : null)
          }}
          error={errorText(errors.redeemSample?.message)}
        />
        {redeemSample && (
          <>
            <p className="field-hint">{t('signup.sampleHint')}</p>
            <Controller
              control={control}
              name="sampleId"
              render={({ field }) => <SampleChoice value={field.value} onChange={field.onChange} error={errorText(errors.sampleId?.message)} />}
            />
            <Controller
              control={control}
              name="address"
              render={({ field }) => (
                <AddressFields
                  value={{ ...BLANK_ADDRESS, ...field.value }}
                  onChange={(address) => field.onChange({ ...address, country: 'Malaysia' })}
                  errors={{
                    line1: errorText(errors.address?.line1?.message),
                    state: errorText(errors.address?.state?.message),
                    city: errorText(errors.address?.city?.message),
                    postcode: errorText(errors.address?.postcode?.message),
                  }}
                />
              )}
            />
          </>
        )}
      </fieldset>

      <fieldset>
        <legend>{t('signup.finish')}</legend>
        <TextField label={t('signup.referCode')} autoCapitalize="characters" maxLength={40} error={errorText(errors.referCode?.message)} {...register('referCode')} />
        <CheckboxField label={t('signup.receiveMail')} {...register('receiveMail')} />
        <CheckboxField
          label={
            <>
              {t('signup.acceptTermsBefore')}{' '}
              <a href={club.footerLinks.privacy[language]} rel="noopener">
                {t('shell.footer.privacy')}
              </a>{' '}
              {t('signup.and')}{' '}
              <a href={club.footerLinks.terms[language]} rel="noopener">
                {t('shell.footer.terms')}
              </a>
            </>
          }
          error={errorText(errors.acceptTerms?.message)}
          {...register('acceptTerms')}
        />
      </fieldset>

      <SendButton className="button wide" busy={formState.isSubmitting}>
        {t('signup.submit')}
      </SendButton>
    </form>
  )
}
