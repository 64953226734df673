import { z } from 'zod'
import { CalendarDateSchema, calendarDate } from './calendar-date.ts'
import { GENDERS, NAME_PATTERN, NATIONALITIES, POSTCODE_PATTERN, PREGNANCY_STAGES, RACES } from './identity-rules.ts'
import { ADDRESS_LABEL_MAX, BABY_NAME_MAX, MAX_BABIES } from './profile-rules.ts'

/** The profile payloads of spec 1 §7 (details, forced completion, address, baby info) and their views. */

/** The spec sends the member's id too; identity comes from the token, so the API refuses another. */
const memberId = z.string().max(64).optional()

const personal = {
  name: z.string({ error: 'nameRequired' }).trim().min(1, 'nameRequired').max(100).regex(NAME_PATTERN, 'invalidName'),
  race: z.enum(RACES, { error: 'fillAllFields' }),
  nationality: z.enum(NATIONALITIES, { error: 'fillAllFields' }),
  pregnancyStage: z.enum(PREGNANCY_STAGES, { error: 'fillAllFields' }),
  /** Kept only while pregnant; the API stores null for any other stage. */
  edb: CalendarDateSchema.nullable().default(null),
}

export const DetailsEditSchema = z.strictObject({ id: memberId, ...personal })
export type DetailsEdit = z.input<typeof DetailsEditSchema>

const addressPart = (max: number) => z.string({ error: 'addressFieldsRequired' }).trim().min(1, 'addressFieldsRequired').max(max)
const optionalLine = z.string().trim().max(120).default('')

export const AddressInputSchema = z.strictObject({
  line1: addressPart(120),
  line2: optionalLine,
  line3: optionalLine,
  city: addressPart(80),
  state: addressPart(80),
  postcode: addressPart(5).regex(POSTCODE_PATTERN, 'invalidAddress'),
  country: z.literal('Malaysia').default('Malaysia'),
  label: addressPart(ADDRESS_LABEL_MAX),
})
export type AddressInput = z.input<typeof AddressInputSchema>
export type NewAddress = z.output<typeof AddressInputSchema>

export const AddressAddSchema = z.strictObject({ id: memberId, address: AddressInputSchema })
export const AddressRemoveSchema = z.strictObject({ id: memberId, addressId: z.number().int().positive() })
/** An edit replaces the address: orders keep the one they were sent to. */
export const AddressEditSchema = z.strictObject({ id: memberId, addressId: z.number().int().positive(), address: AddressInputSchema })

const catalogueId = z.number({ error: 'fillAllFields' }).int().positive()
const babyFields = {
  /** Present when editing a baby the member already has. */
  babyId: z.number().int().positive().optional(),
  birthDate: calendarDate({ error: 'babyBirthDateRequired' }),
  gender: z.enum(GENDERS, { error: 'fillAllFields' }),
  brandId: catalogueId,
  formatId: catalogueId,
  sizeId: catalogueId,
}

export const BabyInfoInputSchema = z.strictObject({
  ...babyFields,
  name: z.string({ error: 'babyNameRequired' }).trim().min(1, 'babyNameRequired').max(BABY_NAME_MAX).regex(NAME_PATTERN, 'invalidName'),
})
export type BabyInfoInput = z.input<typeof BabyInfoInputSchema>

export const BabyInfoAddSchema = z.strictObject({ id: memberId, babyInfo: BabyInfoInputSchema })

/** A baby as the completion wizard asks for it: everything but the name (spec 1 §2). */
export const WizardBabySchema = z.strictObject(babyFields)
export type WizardBaby = z.input<typeof WizardBabySchema>
/** A baby to add or change; the wizard leaves the name out. */
export type BabyChange = z.output<typeof WizardBabySchema> & { name?: string }

/**
 * The forced profile completion (spec 1 §2 wizard, §4): the personal details, one address (an
 * active one picked by `addressId`, or a new `address`) and, for parents, their babies.
 */
export const ProfileCompletionSchema = z
  .strictObject({
    id: memberId,
    ...personal,
    addressId: z.number().int().positive().optional(),
    address: AddressInputSchema.optional(),
    babyInfos: z.array(WizardBabySchema).max(MAX_BABIES, 'babyLimit').default([]),
  })
  .refine((v) => (v.addressId === undefined) !== (v.address === undefined), { message: 'addressRequired', path: ['address'] })
export type ProfileCompletion = z.input<typeof ProfileCompletionSchema>

/** The personal details both the profile form and the wizard set. */
export type PersonalDetails = Pick<z.output<typeof DetailsEditSchema>, 'name' | 'race' | 'nationality' | 'pregnancyStage' | 'edb'>

export const MemberAddressSchema = z
  .object({
    id: z.number().int(),
    /** Shown as HOME when empty (spec 1 §3). */
    label: z.string(),
    line1: z.string(),
    line2: z.string(),
    line3: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    country: z.string(),
  })
  .meta({ id: 'MemberAddress' })
export type MemberAddress = z.infer<typeof MemberAddressSchema>

/** Babies from the signup carry only a birth date until the member completes them. */
export const BabyInfoSchema = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    birthDate: z.string(),
    brandId: z.number().int().nullable(),
    formatId: z.number().int().nullable(),
    sizeId: z.number().int().nullable(),
  })
  .meta({ id: 'BabyInfo' })
export type BabyInfo = z.infer<typeof BabyInfoSchema>
