import { z } from 'zod'
import { BrandSettingsSchema, ClubSettingsSchema, EditTierMultipliersSchema, LinkSettingsSchema, ReferralPointsSchema, TierBonusesSchema } from '../club-settings.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Admin: club settings']
const unchanged = { 422: ['settingsUnchanged'] } as const

export const fetchClubSettings = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/settings',
  access: 'admin',
  tags,
  summary: 'The club settings page: brand, links and points settings, with their defaults where none was set',
  responses: { 200: ClubSettingsSchema },
  errors: { 404: ['notFound'] },
})

export const editBrandSettings = defineRoute({
  method: 'post',
  path: '/admin/setting/club/brand',
  access: 'admin',
  tags,
  summary: 'Edit the brand name, support email and support hours (both languages); GET /club answers with them at once',
  json: BrandSettingsSchema,
  responses: { 200: ClubSettingsSchema.shape.brand },
  errors: { 404: ['notFound'], 422: ['settingsUnchanged', 'settingsTextRequired'] },
})

export const editLinkSettings = defineRoute({
  method: 'post',
  path: '/admin/setting/club/links',
  access: 'admin',
  tags,
  summary: 'Edit the corporate and social links: full https addresses only',
  json: LinkSettingsSchema,
  responses: { 200: ClubSettingsSchema.shape.links },
  errors: { 404: ['notFound'], 422: ['settingsUnchanged', 'settingsLinkInvalid', 'settingsTextRequired'] },
})

export const editTierMultipliers = defineRoute({
  method: 'post',
  path: '/admin/setting/points/tierMultipliers',
  access: 'admin',
  tags,
  summary: 'Edit the per-tier point multipliers (1 to 10)',
  json: EditTierMultipliersSchema,
  responses: { 200: z.object({ tierMultipliers: EditTierMultipliersSchema }) },
  errors: { 422: [...unchanged[422], 'settingsMultiplierInvalid'] },
})

export const editTierBonuses = defineRoute({
  method: 'post',
  path: '/admin/setting/points/tierBonuses',
  access: 'admin',
  tags,
  summary: 'Edit the welcome and birthday points of each tier (Gold has no welcome bonus)',
  json: TierBonusesSchema,
  responses: { 200: z.object({ tierBonuses: TierBonusesSchema }) },
  errors: { 422: [...unchanged[422], 'settingsPointsInvalid'] },
})

export const editReferralPoints = defineRoute({
  method: 'post',
  path: '/admin/setting/points/referral',
  access: 'admin',
  tags,
  summary: "Edit what a referral earns the referrer and the referee, by the referrer's tier",
  json: ReferralPointsSchema,
  responses: { 200: z.object({ referralPoints: ReferralPointsSchema }) },
  errors: { 422: [...unchanged[422], 'settingsPointsInvalid'] },
})
