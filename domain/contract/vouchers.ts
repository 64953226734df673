import { z } from 'zod'
import { UserVoucherSchema, VoucherOfferSchema, VoucherRedeemSchema, VoucherUseSchema } from '../vouchers.ts'
import { defineRoute } from './define-route.ts'
import { IdempotencyKeyHeaderSchema } from './idempotency.ts'

const tags = ['E-vouchers']

export const fetchVoucherOffers = defineRoute({
  method: 'get',
  path: '/rewards/voucher/fetch',
  access: 'member',
  tags,
  summary: 'E-vouchers on offer: shown types with codes left, newest first',
  responses: { 200: z.object({ data: z.array(VoucherOfferSchema) }) },
})

export const redeemVoucher = defineRoute({
  method: 'post',
  path: '/rewards/voucher/redeem',
  access: 'member',
  tags,
  summary: 'Redeem an e-voucher for points: one waiting code of the type becomes the member\'s; replays with the same Idempotency-Key answer the first',
  headers: IdempotencyKeyHeaderSchema,
  json: VoucherRedeemSchema,
  responses: { 200: z.object({ voucher: UserVoucherSchema, totalPoints: z.number().int() }) },
  errors: { 404: ['voucherTypeNotFound'], 409: ['insufficientPoints', 'itemNotAvailable', 'outOfStock'] },
})

export const fetchMyVouchers = defineRoute({
  method: 'get',
  path: '/user/vouchers/fetch',
  access: 'member',
  tags,
  summary: "The member's vouchers, newest first, milestone vouchers among them; the web sorts them into Current and History",
  responses: { 200: z.object({ data: z.array(UserVoucherSchema) }) },
})

export const useVoucher = defineRoute({
  method: 'post',
  path: '/rewards/voucher/use',
  access: 'member',
  tags,
  summary: 'Mark one of the member\'s vouchers used; a voucher is used once, and not after its expiry date',
  json: VoucherUseSchema,
  responses: { 200: z.object({ voucher: UserVoucherSchema }) },
  errors: { 404: ['voucherNotFound'], 409: ['voucherAlreadyUsed', 'voucherExpired'] },
})
