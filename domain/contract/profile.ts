import { MemberSchema } from '../member.ts'
import { PROFILE_COMPLETION_POINTS } from '../profile-rules.ts'
import { AddressAddSchema, AddressEditSchema, AddressRemoveSchema, BabyInfoAddSchema, DetailsEditSchema, ProfileCompletionSchema } from '../profile.ts'
import { TrackingConsentSchema } from '../tracking.ts'
import { defineRoute } from './define-route.ts'
import { IdempotencyKeyHeaderSchema } from './idempotency.ts'

const tags = ['Profile']
/** Every profile change answers the member as they are now; an id in the body may only be their own. */
const responses = { 200: MemberSchema }
const ownId = { 400: ['unknownField'], 403: ['forbidden'] } as const

export const editDetails = defineRoute({
  method: 'post',
  path: '/user/details/edit',
  access: 'member',
  tags,
  summary: 'Change name, race, nationality, pregnancy stage and due date; the stage, and the other details, change once in 6 months',
  json: DetailsEditSchema,
  responses,
  errors: { ...ownId, 422: ['invalidName', 'fillAllFields', 'edbRequired', 'pregnancyStageLocked', 'detailsLocked'] },
})

export const completeProfile = defineRoute({
  method: 'post',
  path: '/user/details/force/edit',
  access: 'member',
  tags,
  summary: `Complete the profile once (details, an address, babies) for ${PROFILE_COMPLETION_POINTS} points; replays with the same Idempotency-Key answer the first result`,
  headers: IdempotencyKeyHeaderSchema,
  json: ProfileCompletionSchema,
  responses,
  errors: {
    ...ownId,
    404: ['addressNotFound', 'babyNotFound'],
    409: ['profileAlreadyCompleted'],
    422: ['nameRequired', 'invalidName', 'fillAllFields', 'babyBirthDateRequired', 'edbRequired', 'addressRequired', 'addressFieldsRequired', 'invalidAddress', 'addressLimit', 'sizeNotInBrand', 'babyBirthDateRange', 'babyLimit', 'babyRequired'],
  },
})

export const addAddress = defineRoute({
  method: 'post',
  path: '/user/address/add',
  access: 'member',
  tags,
  summary: 'Add an address; state, city and postcode must be a real combination',
  json: AddressAddSchema,
  responses,
  errors: { ...ownId, 422: ['addressFieldsRequired', 'invalidAddress', 'addressLimit'] },
})

export const editAddress = defineRoute({
  method: 'post',
  path: '/user/address/edit',
  access: 'member',
  tags,
  summary: 'Change one of the member’s addresses: it gets a new id in the same place of the list, and orders already sent keep the old one',
  json: AddressEditSchema,
  responses,
  errors: { ...ownId, 404: ['addressNotFound'], 422: ['addressFieldsRequired', 'invalidAddress'] },
})

export const removeAddress = defineRoute({
  method: 'post',
  path: '/user/address/remove',
  access: 'member',
  tags,
  summary: 'Take an address off the member’s list',
  json: AddressRemoveSchema,
  responses,
  errors: { ...ownId, 404: ['addressNotFound'] },
})

export const saveBaby = defineRoute({
  method: 'post',
  path: '/user/babyinfo/add',
  access: 'member',
  tags,
  summary: 'Add a baby, or change one of the member’s own (babyInfo.babyId)',
  json: BabyInfoAddSchema,
  responses,
  errors: { ...ownId, 404: ['babyNotFound'], 422: ['babyNameRequired', 'babyBirthDateRequired', 'fillAllFields', 'invalidName', 'sizeNotInBrand', 'babyBirthDateRange', 'babyLimit'] },
})

export const saveTrackingConsent = defineRoute({
  method: 'post',
  path: '/user/tracking/consent',
  access: 'member',
  tags,
  summary:
    "Give or withdraw consent to tracking (off until given); the web app pushes events to the page's data layer only with it. A withdrawal also unlinks the member's past events, which stay counted without them",
  json: TrackingConsentSchema,
  responses,
})
